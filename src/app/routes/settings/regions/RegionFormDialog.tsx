// Creates a region (then opens its page) or edits one: name, currency among
// the store's, countries (those of other regions shown as taken), tax rate
// and code, payment and fulfillment providers among the store's, and where
// the store prices with tax included, that switch. Automatic taxes and
// taxable gift cards are edited on an existing region (the create request
// takes neither; the server turns both on). One request per save; a refusal
// is said in the dialog, which keeps what was typed.
import { Center, NativeSelect, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { postRegionsMutation, postRegionsRegionMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Region } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { ControlledField, TextInput } from "@app/components/controls";
import { ErrorState } from "@app/components/data-table/TableStates";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { toaster } from "@app/components/toaster";
import { CheckboxField } from "@app/routes/products/components/CheckboxField";
import { regionsCard } from "../section";
import { ChoiceGroupField } from "./ChoiceGroupField";
import { CountriesField } from "./CountriesField";
import { createRegionBody, newRegionValues, regionSchema, type RegionValues, regionValues, updateRegionBody } from "./region-form";
import { type RegionChoices, useRegionChoices } from "./use-region-choices";

const FORM_ID = "region-form";

interface RegionFormDialogProps {
  /** The region edited; none: a new one. */
  region?: Region;
  onClose: () => void;
}

/**
 * One dialog from the first click: its fields show once the store's lists
 * have come (a dialog swapped for another would hand the focus back to the
 * page, which closes the new one).
 */
export function RegionFormDialog({ region, onClose }: RegionFormDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices = useRegionChoices(region?.id);
  const { ready, taken, defaultCurrency, paymentProviders, fulfillmentProviders, taxInclusive } = choices;
  const schema = useMemo(() => regionSchema(taken), [taken]);
  const values = useMemo(
    () => (!ready ? undefined : region ? regionValues(region) : newRegionValues(defaultCurrency, paymentProviders, fulfillmentProviders)),
    [ready, region, defaultCurrency, paymentProviders, fulfillmentProviders],
  );
  const form = useForm<RegionValues>({ resolver: standardSchemaResolver(schema), values, resetOptions: { keepDirtyValues: true } });
  const create = useMutation(inlineErrors(postRegionsMutation()));
  const { mutation: update, save } = useDialogSave(postRegionsRegionMutation(), onClose);

  const submit = form.handleSubmit(async (v) => {
    if (region) {
      await save({ path: { id: region.id }, body: updateRegionBody(v, taxInclusive) }, (data) => t("settings.regions.form.updated", { name: data.region.name }));
      return;
    }
    const { region: created } = await create.mutateAsync({ body: createRegionBody(v, taxInclusive) });
    toaster.create({ type: "success", title: t("toast.success"), description: t("settings.regions.form.created", { name: created.name }) });
    navigate(regionsCard.to("detail", { id: created.id }));
  });

  // A currency the store no longer has stays offered to the region that uses it.
  const codes = choices.currencies.map((c) => c.code);
  const currencies = region && !codes.includes(region.currency_code) ? [region.currency_code, ...codes] : codes;
  return (
    <FormDialog
      id={FORM_ID}
      title={region ? t("settings.regions.form.editTitle", { name: region.name }) : t("settings.regions.form.createTitle")}
      submitLabel={region ? t("modals.saveChanges") : t("settings.regions.form.create")}
      onSubmit={submit}
      // Once created the button stays busy while the region's page opens: a second click is not a second region.
      pending={region ? update.isPending : create.isPending || create.isSuccess}
      submitDisabled={!ready}
      error={region ? update.error : create.error}
      onClose={onClose}
    >
      {ready ? (
        <RegionFields form={form} choices={choices} currencies={currencies} editing={Boolean(region)} />
      ) : choices.error ? (
        <ErrorState error={choices.error} onRetry={choices.retry} />
      ) : (
        <Center py="10">
          <Spinner size="lg" color="fg.muted" aria-label={t("settings.regions.form.loading")} />
        </Center>
      )}
    </FormDialog>
  );
}

interface FieldsProps {
  form: UseFormReturn<RegionValues>;
  choices: RegionChoices;
  currencies: string[];
  editing?: boolean;
}

function RegionFields({ form, choices, currencies, editing }: FieldsProps) {
  const { t } = useTranslation();
  const { control } = form;
  const names = new Map(choices.currencies.map((c) => [c.code, c.name]));
  const providers = (ids: string[]) => ids.map((id) => ({ value: id, label: id }));
  return (
    <Stack gap="5">
      <TextInput control={control} name="name" label={t("settings.regions.fields.name")} helper={t("settings.regions.form.nameHelp")} required autoFocus autoComplete="off" />
      <ControlledField
        control={control}
        name="currency_code"
        label={t("settings.regions.fields.currency")}
        helper={t("settings.regions.form.currencyHelp")}
        required
        render={(field) => (
          <NativeSelect.Root>
            <NativeSelect.Field {...field}>
              <option value="">{t("settings.regions.form.chooseCurrency")}</option>
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {[code.toUpperCase(), names.get(code)].filter(Boolean).join(" · ")}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      />
      <CountriesField control={control} taken={choices.taken} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextInput control={control} name="tax_rate" label={t("settings.regions.fields.taxRate")} required inputMode="decimal" suffix="%" autoComplete="off" />
        <TextInput control={control} name="tax_code" label={t("settings.regions.fields.taxCode")} autoComplete="off" />
      </SimpleGrid>
      <ChoiceGroupField control={control} name="payment_providers" legend={t("settings.regions.fields.paymentProviders")} choices={providers(choices.paymentProviders)} empty={t("settings.regions.form.noProviders")} />
      <ChoiceGroupField
        control={control}
        name="fulfillment_providers"
        legend={t("settings.regions.fields.fulfillmentProviders")}
        choices={providers(choices.fulfillmentProviders)}
        empty={t("settings.regions.form.noProviders")}
      />
      {choices.taxInclusive && <CheckboxField control={control} name="includes_tax" label={t("settings.regions.fields.includesTax")} helper={t("settings.regions.form.includesTaxHelp")} />}
      {editing ? (
        <>
          <CheckboxField control={control} name="automatic_taxes" label={t("settings.regions.fields.automaticTaxes")} helper={t("settings.taxes.fields.automaticHelp")} />
          <CheckboxField control={control} name="gift_cards_taxable" label={t("settings.regions.fields.giftCardsTaxable")} helper={t("settings.regions.form.giftCardsTaxableHelp")} />
        </>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t("settings.regions.form.taxSwitchesLater")}
        </Text>
      )}
    </Stack>
  );
}
