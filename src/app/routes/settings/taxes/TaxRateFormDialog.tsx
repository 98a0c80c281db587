// Creates a tax-rate override in a region (name, code, rate; then its page
// opens, to attach the products, types and shipping options it applies to)
// or edits one. A refusal is said in the dialog, which keeps what was typed.
import { Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { postTaxRatesMutation, postTaxRatesTaxRateMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Region, TaxRate } from "@generated/admin/types.gen";
import { NumberInput, TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { taxesCard } from "../section";
import { createTaxRateBody, taxRateSchema, type TaxRateValues, taxRateValues, updateTaxRateBody } from "./tax-rate-form";

interface TaxRateFieldsProps {
  form: ReturnType<typeof useForm<TaxRateValues>>;
}

function TaxRateFields({ form }: TaxRateFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <TextInput control={form.control} name="name" label={t("settings.taxes.fields.name")} helper={t("settings.taxes.fields.nameHelp")} required autoFocus autoComplete="off" />
      <TextInput control={form.control} name="code" label={t("settings.taxes.fields.code")} helper={t("settings.taxes.fields.codeHelp")} required autoComplete="off" />
      <NumberInput control={form.control} name="rate" label={t("settings.taxes.fields.rate")} helper={t("settings.taxes.fields.rateHelp")} suffix="%" required />
    </Stack>
  );
}

export function CreateTaxRateDialog({ region, onClose }: { region: Region; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<TaxRateValues>({ resolver: standardSchemaResolver(taxRateSchema), defaultValues: taxRateValues() });
  const { mutation, save } = useDialogSave(postTaxRatesMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ body: createTaxRateBody(region.id, values) }, ({ tax_rate }) => {
      navigate(taxesCard.to("rate", { id: region.id, rateId: tax_rate.id }));
      return t("settings.taxes.rates.created", { name: tax_rate.name });
    }),
  );
  return (
    <FormDialog
      id="tax-rate-create"
      title={t("settings.taxes.rates.createTitle", { region: region.name })}
      submitLabel={t("settings.taxes.rates.create")}
      onSubmit={submit}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={onClose}
    >
      <TaxRateFields form={form} />
    </FormDialog>
  );
}

export function EditTaxRateDialog({ rate, onClose }: { rate: TaxRate; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<TaxRateValues>({ resolver: standardSchemaResolver(taxRateSchema), defaultValues: taxRateValues(rate) });
  const { mutation, save } = useDialogSave(postTaxRatesTaxRateMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ path: { id: rate.id }, body: updateTaxRateBody(values) }, ({ tax_rate }) => t("settings.taxes.rates.updated", { name: tax_rate.name })),
  );
  return (
    <FormDialog
      id="tax-rate-edit"
      title={t("settings.taxes.rates.editTitle", { name: rate.name })}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={onClose}
    >
      <TaxRateFields form={form} />
    </FormDialog>
  );
}
