// Edits a region's taxes: its default rate and code (what every product,
// type and shipping option without an override is taxed at), the tax
// provider that computes them (the system's unless a plugin's is chosen),
// whether taxes are computed automatically in carts, and whether gift cards
// are taxed. Sent as one region update.
import { NativeSelect, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { getStoreTaxProvidersOptions, postRegionsRegionMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Region } from "@generated/admin/types.gen";
import { ControlledField, NumberInput, TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { CheckboxField } from "@app/routes/products/components/CheckboxField";
import { regionTaxBody, regionTaxSchema, type RegionTaxValues, regionTaxValues, SYSTEM_PROVIDER } from "./tax-rate-form";

export function RegionTaxDialog({ region, onClose }: { region: Region; onClose: () => void }) {
  const { t } = useTranslation();
  const providers = useQuery(getStoreTaxProvidersOptions()).data?.tax_providers ?? [];
  const form = useForm<RegionTaxValues>({ resolver: standardSchemaResolver(regionTaxSchema), defaultValues: regionTaxValues(region) });
  const { mutation, save } = useDialogSave(postRegionsRegionMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ path: { id: region.id }, body: regionTaxBody(values) }, () => t("settings.taxes.region.updated", { name: region.name })),
  );
  return (
    <FormDialog
      id="region-tax-edit"
      title={t("settings.taxes.region.editTitle", { name: region.name })}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={onClose}
    >
      <Stack gap="5">
        <NumberInput control={form.control} name="tax_rate" label={t("settings.taxes.fields.defaultRate")} helper={t("settings.taxes.fields.rateHelp")} suffix="%" required />
        <TextInput control={form.control} name="tax_code" label={t("settings.taxes.fields.defaultCode")} helper={t("settings.taxes.fields.codeHelp")} autoComplete="off" />
        <ControlledField
          control={form.control}
          name="tax_provider_id"
          label={t("settings.taxes.fields.provider")}
          helper={t("settings.taxes.fields.providerHelp")}
          render={(field) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...field}>
                <option value={SYSTEM_PROVIDER}>{t("settings.taxes.systemProvider")}</option>
                {providers.map((provider) => (
                  <option key={provider.id} value={provider.id}>
                    {provider.id}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        />
        <CheckboxField control={form.control} name="automatic_taxes" label={t("settings.taxes.fields.automatic")} helper={t("settings.taxes.fields.automaticHelp")} />
        <CheckboxField control={form.control} name="gift_cards_taxable" label={t("settings.taxes.fields.giftCards")} helper={t("settings.taxes.fields.giftCardsHelp")} />
      </Stack>
    </FormDialog>
  );
}
