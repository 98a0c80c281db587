// The details of a price list: type, name, description, status, groups, dates
// and, where the store prices with tax, whether the prices include it.
import { NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ControlledField, TextareaInput, TextInput } from "@app/components/controls";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { CheckboxField } from "@app/routes/products/components/CheckboxField";
import { Picker } from "@app/routes/products/components/Picker";
import { useCustomerGroupOptions } from "@app/routes/option-queries";
import type { PriceListValues } from "./price-list-form";

/** Whether price lists may hold tax-inclusive prices in this store. */
export const useTaxInclusivePricing = () => useFeatureFlag().isEnabled("tax_inclusive_pricing");

export function PriceListDetailsFields({ control }: { control: Control<PriceListValues> }) {
  const { t } = useTranslation();
  const groups = useCustomerGroupOptions();
  const taxInclusive = useTaxInclusivePricing();
  const chosenGroups = useController({ control, name: "customer_groups" }).field;
  const select = (name: "type" | "status", values: readonly string[], label: string) => (
    <ControlledField
      control={control}
      name={name}
      label={label}
      required
      render={(field) => (
        <NativeSelect.Root>
          <NativeSelect.Field {...field}>
            {values.map((v) => (
              <option key={v} value={v}>
                {t(`pricing.${name}.${v}` as "pricing.type.sale")}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  );
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {select("type", ["sale", "override"], t("pricing.fields.type"))}
        {select("status", ["active", "draft"], t("pricing.fields.status"))}
      </SimpleGrid>
      <TextInput control={control} name="name" label={t("pricing.fields.name")} required autoFocus />
      <TextareaInput control={control} name="description" label={t("pricing.fields.description")} rows={2} />
      <Picker label={t("pricing.fields.customerGroups")} items={groups.options} value={chosenGroups.value} onChange={chosenGroups.onChange} multiple />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextInput control={control} name="starts_at" type="date" label={t("pricing.fields.startsAt")} />
        <TextInput control={control} name="ends_at" type="date" label={t("pricing.fields.endsAt")} />
      </SimpleGrid>
      {taxInclusive && <CheckboxField control={control} name="includes_tax" label={t("pricing.fields.includesTax")} helper={t("pricing.fields.includesTaxHelp")} />}
    </Stack>
  );
}
