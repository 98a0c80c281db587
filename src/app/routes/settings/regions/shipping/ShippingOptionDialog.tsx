// Adds a shipping option (or a return shipping option) to a region, or edits
// one: name; at creation the fulfillment option among those the region's
// providers offer (GET /admin/regions/{id}/fulfillment-options) and the
// shipping profile; price flat (an amount in the region's currency) or
// calculated by the provider; minimum and maximum cart subtotal; staff only.
// One request per save; a refusal is said in the dialog, which keeps what was typed.
import { Center, NativeSelect, SimpleGrid, Spinner, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type Control, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  getRegionsRegionFulfillmentOptionsOptions,
  getShippingProfilesOptions,
  postShippingOptionsMutation,
  postShippingOptionsOptionMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { Region, ShippingOption, ShippingProfile } from "@generated/admin/types.gen";
import { ControlledField, TextInput } from "@app/components/controls";
import { DetailRows } from "@app/components/detail/SectionCard";
import { ErrorState } from "@app/components/data-table/TableStates";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { useFormat } from "@app/i18n/use-format";
import { minorUnitDigits, parseAmountInput } from "@app/lib/money";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { RadioChoice } from "@app/routes/discounts/components/RadioChoice";
import { CheckboxField } from "@app/routes/products/components/CheckboxField";
import {
  createShippingOptionBody,
  type FulfillmentChoice,
  fulfillmentChoices,
  newShippingOptionValues,
  shippingOptionSchema,
  type ShippingOptionValues,
  shippingOptionValues,
  updateShippingOptionBody,
} from "./shipping-option-form";

const FORM_ID = "shipping-option-form";

interface DialogProps {
  region: Region;
  isReturn: boolean;
  /** The option edited; none: a new one. */
  option?: ShippingOption;
  onClose: () => void;
}

/**
 * One dialog from the first click: a new option's fields show once the
 * region's fulfillment options and the shipping profiles have come (a dialog
 * swapped for another would hand the focus back to the page, which closes it).
 */
export function ShippingOptionDialog({ region, isReturn, option, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { isEnabled } = useFeatureFlag();
  const taxInclusive = isEnabled("tax_inclusive_pricing");
  const currency = region.currency_code;
  const creating = !option;
  const fulfillment = useQuery({ ...getRegionsRegionFulfillmentOptionsOptions({ path: { id: region.id } }), enabled: creating });
  const profiles = useQuery({ ...getShippingProfilesOptions(), enabled: creating });
  const ready = !creating || Boolean(fulfillment.data && profiles.data);
  const failed = fulfillment.error ?? profiles.error;
  const choices = useMemo(() => (fulfillment.data ? fulfillmentChoices(fulfillment.data.fulfillment_options, isReturn) : []), [fulfillment.data, isReturn]);
  const defaultProfile = profiles.data?.shipping_profiles.find((p) => p.type === "default")?.id ?? "";
  const schema = useMemo(() => shippingOptionSchema(currency, creating ? "create" : "edit"), [currency, creating]);
  const values = useMemo(
    () => (!ready ? undefined : option ? shippingOptionValues(option, currency) : newShippingOptionValues(choices, defaultProfile)),
    [ready, option, currency, choices, defaultProfile],
  );
  const form = useForm<ShippingOptionValues>({ resolver: standardSchemaResolver(schema), values, resetOptions: { keepDirtyValues: true } });
  const create = useDialogSave(postShippingOptionsMutation(), onClose);
  const update = useDialogSave(postShippingOptionsOptionMutation(), onClose);
  const { mutation } = option ? update : create;

  const submit = form.handleSubmit((v) => {
    if (option) {
      const body = updateShippingOptionBody(v, option, currency, taxInclusive);
      return update.save({ path: { id: option.id }, body }, ({ shipping_option }) => t("settings.regions.shipping.form.updated", { name: shipping_option.name }));
    }
    const choice = choices.find((c) => c.key === v.option)!;
    const body = createShippingOptionBody(v, { regionId: region.id, currency, isReturn, choice, taxInclusive });
    return create.save({ body }, ({ shipping_option }) => t("settings.regions.shipping.form.created", { name: shipping_option.name }));
  });

  const title = option
    ? t("settings.regions.shipping.form.editTitle", { name: option.name })
    : t(isReturn ? "settings.regions.shipping.returns.add" : "settings.regions.shipping.outbound.add");
  return (
    <FormDialog
      id={FORM_ID}
      title={title}
      submitLabel={option ? t("modals.saveChanges") : t("settings.regions.shipping.form.create")}
      onSubmit={submit}
      pending={mutation.isPending}
      submitDisabled={!ready}
      error={mutation.error}
      onClose={onClose}
    >
      {ready ? (
        <Stack gap="5">
          <TextInput control={form.control} name="name" label={t("settings.regions.shipping.fields.name")} helper={t("settings.regions.shipping.form.nameHelp")} required autoFocus autoComplete="off" />
          {option ? (
            // Shown, not fields: the update request takes neither.
            <DetailRows
              rows={[
                [t("settings.regions.shipping.fields.option"), `${String(option.data.name ?? option.data.id ?? "—")} · ${option.provider_id}`],
                [t("settings.regions.shipping.fields.profile"), option.profile?.name ?? option.profile_id],
              ]}
            />
          ) : (
            <OriginFields control={form.control} choices={choices} profiles={profiles.data?.shipping_profiles ?? []} />
          )}
          <PriceFields control={form.control} currency={currency} taxInclusive={taxInclusive} />
        </Stack>
      ) : failed ? (
        <ErrorState
          error={failed}
          onRetry={() => {
            if (fulfillment.error) void fulfillment.refetch();
            if (profiles.error) void profiles.refetch();
          }}
        />
      ) : (
        <Center py="10">
          <Spinner size="lg" color="fg.muted" aria-label={t("settings.regions.shipping.loading")} />
        </Center>
      )}
    </FormDialog>
  );
}

/** A new option's fulfillment option (which provider sends it, and how) and shipping profile. */
function OriginFields({ control, choices, profiles }: { control: Control<ShippingOptionValues>; choices: FulfillmentChoice[]; profiles: ShippingProfile[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <ControlledField
        control={control}
        name="option"
        label={t("settings.regions.shipping.fields.option")}
        helper={choices.length === 0 ? t("settings.regions.shipping.form.noOptions") : undefined}
        required
        render={(field) => (
          <NativeSelect.Root>
            <NativeSelect.Field {...field}>
              <option value="">{t("settings.regions.shipping.form.chooseOption")}</option>
              {choices.map((c) => (
                <option key={c.key} value={c.key}>
                  {`${c.label} · ${c.provider_id}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      />
      <ControlledField
        control={control}
        name="profile_id"
        label={t("settings.regions.shipping.fields.profile")}
        required
        render={(field) => (
          <NativeSelect.Root>
            <NativeSelect.Field {...field}>
              <option value="">{t("settings.regions.shipping.form.chooseProfile")}</option>
              {profiles.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      />
    </SimpleGrid>
  );
}

/** Price type and amount, subtotal requirements, staff only (and tax included where the store's flag is on). */
function PriceFields({ control, currency, taxInclusive }: { control: Control<ShippingOptionValues>; currency: string; taxInclusive: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const priceType = useWatch({ control, name: "price_type" });
  // (none for a render while the form takes its values)
  const amount = useWatch({ control, name: "amount" }) ?? "";
  const parsed = parseAmountInput(amount, currency);
  const CODE = currency.toUpperCase();
  const money = { prefix: CODE, inputMode: minorUnitDigits(currency) === 0 ? ("numeric" as const) : ("decimal" as const), ps: "14", autoComplete: "off" };
  return (
    <>
      <RadioChoice
        control={control}
        name="price_type"
        label={t("settings.regions.shipping.fields.priceType")}
        options={[
          { value: "flat_rate", label: t("settings.regions.shipping.priceType.flat_rate"), help: t("settings.regions.shipping.priceType.flatHelp") },
          { value: "calculated", label: t("settings.regions.shipping.priceType.calculated"), help: t("settings.regions.shipping.priceType.calculatedHelp") },
        ]}
      />
      {priceType === "flat_rate" && (
        <TextInput
          control={control}
          name="amount"
          label={t("settings.regions.shipping.fields.amount")}
          required
          {...money}
          helper={parsed !== null && !Number.isNaN(parsed) ? t("settings.regions.shipping.form.amountReads", { amount: format.money(parsed, currency) }) : t("settings.regions.shipping.form.amountHelp", { code: CODE })}
        />
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextInput control={control} name="min_subtotal" label={t("settings.regions.shipping.fields.minSubtotal")} helper={t("settings.regions.shipping.form.minHelp")} {...money} />
        <TextInput control={control} name="max_subtotal" label={t("settings.regions.shipping.fields.maxSubtotal")} helper={t("settings.regions.shipping.form.maxHelp")} {...money} />
      </SimpleGrid>
      <CheckboxField control={control} name="admin_only" label={t("settings.regions.shipping.adminOnly")} helper={t("settings.regions.shipping.form.adminOnlyHelp")} />
      {taxInclusive && <CheckboxField control={control} name="includes_tax" label={t("settings.regions.shipping.fields.includesTax")} />}
    </>
  );
}
