// The discount page's edit dialogs, one per section: details (code,
// description, usage limit), value (and a fixed amount's allocation), dates,
// regions; and the duplicate's code. Each sends one request.
import { Checkbox, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useController, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { postDiscountsMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Discount } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { TextareaInput, TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { RadioChoice, RadioList } from "../components/RadioChoice";
import { useRegionCurrencies } from "../components/use-region-currencies";
import { fixedCurrency } from "../components/use-discount-value";
import { discountsSection } from "../section";
import {
  datesBody,
  datesSchema,
  type DatesValues,
  datesValues,
  detailsBody,
  detailsSchema,
  type DetailsValues,
  detailsValues,
  duplicateBody,
  duplicateSchema,
  type DuplicateValues,
  regionsSchema,
  type RegionsValues,
  valueBody,
  valueSchema,
  type ValueValues,
  valueValues,
} from "./discount-edit-forms";
import { useDiscountUpdate } from "./use-discount-update";

interface EditProps {
  discount: Discount;
  onClose: () => void;
}

export function EditDetailsDialog({ discount, onClose }: EditProps) {
  const { t } = useTranslation();
  const form = useForm<DetailsValues>({ resolver: standardSchemaResolver(detailsSchema), defaultValues: detailsValues(discount) });
  const { save, pending, error } = useDiscountUpdate(discount, onClose);
  return (
    <FormDialog id="discount-details" title={t("discounts.detail.editDetails")} submitLabel={t("modals.saveChanges")} onSubmit={form.handleSubmit((v) => save(detailsBody(discount, v)))} pending={pending} error={error} onClose={onClose}>
      <Stack gap="4">
        <TextInput control={form.control} name="code" label={t("discounts.fields.code")} required autoFocus />
        <TextareaInput control={form.control} name="description" label={t("discounts.fields.description")} rows={2} />
        <TextInput control={form.control} name="usage_limit" label={t("discounts.fields.usageLimit")} helper={t("discounts.form.usageLimitHelp")} inputMode="numeric" />
      </Stack>
    </FormDialog>
  );
}

export function EditValueDialog({ discount, onClose }: EditProps) {
  const { t } = useTranslation();
  const form = useForm<ValueValues>({ resolver: standardSchemaResolver(valueSchema(discount)), defaultValues: valueValues(discount) });
  const { save, pending, error } = useDiscountUpdate(discount, onClose);
  const fixed = discount.rule?.type === "fixed";
  const currency = fixedCurrency(discount);
  return (
    <FormDialog id="discount-value" title={t("discounts.detail.editValue")} submitLabel={t("modals.saveChanges")} onSubmit={form.handleSubmit((v) => save(valueBody(discount, v)))} pending={pending} error={error} onClose={onClose}>
      <Stack gap="4">
        {fixed ? (
          <>
            <TextInput control={form.control} name="value" label={t("discounts.fields.amount")} required autoFocus prefix={currency?.toUpperCase()} inputMode="decimal" ps="14" />
            <RadioChoice
              control={form.control}
              name="allocation"
              label={t("discounts.fields.allocation")}
              options={(["total", "item"] as const).map((v) => ({ value: v, label: t(`discounts.allocation.${v}`), help: t(`discounts.allocationHelp.${v}`) }))}
            />
          </>
        ) : (
          <TextInput control={form.control} name="value" label={t("discounts.fields.percentage")} required autoFocus inputMode="numeric" suffix="%" />
        )}
      </Stack>
    </FormDialog>
  );
}

export function EditDatesDialog({ discount, onClose }: EditProps) {
  const { t } = useTranslation();
  const form = useForm<DatesValues>({ resolver: standardSchemaResolver(datesSchema), defaultValues: datesValues(discount) });
  const { save, pending, error } = useDiscountUpdate(discount, onClose);
  return (
    <FormDialog id="discount-dates" title={t("discounts.detail.editDates")} submitLabel={t("modals.saveChanges")} onSubmit={form.handleSubmit((v) => save(datesBody(discount, v)))} pending={pending} error={error} onClose={onClose}>
      <Stack gap="4">
        <TextInput control={form.control} name="starts_at" type="datetime-local" label={t("discounts.fields.startsAt")} required />
        <TextInput control={form.control} name="ends_at" type="datetime-local" label={t("discounts.fields.endsAt")} helper={t("discounts.form.endsHelp")} />
        {discount.is_dynamic && <TextInput control={form.control} name="valid_duration" label={t("discounts.fields.validDuration")} helper={t("discounts.form.durationHelp")} placeholder="P30D" />}
      </Stack>
    </FormDialog>
  );
}

export function EditRegionsDialog({ discount, onClose }: EditProps) {
  const { t } = useTranslation();
  const fixed = discount.rule?.type === "fixed";
  const form = useForm<RegionsValues>({ resolver: standardSchemaResolver(regionsSchema(fixed)), defaultValues: { regions: (discount.regions ?? []).map((r) => r.id) } });
  const { save, pending, error } = useDiscountUpdate(discount, onClose);
  const { regions } = useRegionCurrencies();
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ control: form.control, name: "regions" });
  const label = (r: (typeof regions)[number]) => `${r.name} (${r.currency.toUpperCase()})`;
  return (
    <FormDialog id="discount-regions" title={t("discounts.detail.editRegions")} submitLabel={t("modals.saveChanges")} onSubmit={form.handleSubmit((v) => save({ regions: v.regions }))} pending={pending} error={error} onClose={onClose}>
      <Stack gap="3">
        {fixed ? (
          <RadioList label={t("discounts.fields.region")} options={regions.map((r) => ({ value: r.id, label: label(r) }))} value={value[0]} onChange={(id) => onChange([id])} />
        ) : (
          <Stack gap="2" role="group" aria-label={t("discounts.fields.regions")}>
            {regions.map((r) => (
              <Checkbox.Root key={r.id} checked={value.includes(r.id)} onCheckedChange={(e) => onChange(e.checked === true ? [...value, r.id] : value.filter((id) => id !== r.id))}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{label(r)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
        {fixed && (
          <Text textStyle="sm" color="fg.muted">
            {t("discounts.form.oneRegionHelp")}
          </Text>
        )}
        {fieldState.error?.message && (
          <Text textStyle="sm" color="fg.error">
            {t(fieldState.error.message as "validation.required")}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}

export function DuplicateDialog({ discount, onClose }: EditProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<DuplicateValues>({ resolver: standardSchemaResolver(duplicateSchema), defaultValues: { code: `${discount.code}-COPY` } });
  const create = useMutation(inlineErrors(postDiscountsMutation()));
  const submit = form.handleSubmit(async (v) => {
    try {
      const { discount: copy } = await create.mutateAsync({ body: duplicateBody(discount, v.code) });
      toaster.create({ type: "success", title: t("toast.success"), description: t("discounts.detail.duplicated", { code: copy.code }) });
      onClose();
      navigate(discountsSection.to("detail", { id: copy.id }));
    } catch {
      // said in the dialog
    }
  });
  return (
    <FormDialog id="discount-duplicate" title={t("discounts.detail.duplicateTitle", { code: discount.code })} submitLabel={t("discounts.detail.duplicate")} onSubmit={submit} pending={create.isPending} error={create.error} onClose={onClose}>
      <TextInput control={form.control} name="code" label={t("discounts.detail.newCode")} required autoFocus />
    </FormDialog>
  );
}
