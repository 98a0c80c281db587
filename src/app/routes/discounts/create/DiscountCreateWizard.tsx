// The new-discount wizard: type, value and regions, code and details, dates,
// conditions; Submit sends one POST /admin/discounts (conditions included),
// however fast it is clicked, then opens the discount. A step's Next waits
// until its fields are fit; a refused create says why and keeps every step.
import { Checkbox, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { FormProvider, useController, useForm, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { postDiscountsMutation } from "@generated/admin/@tanstack/react-query.gen";
import { inlineErrors } from "@app/api/query-client";
import { TextareaInput, TextInput } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { StepWizardModal } from "@app/components/modals/wizard/StepWizardModal";
import { useStepWizard } from "@app/components/modals/wizard/use-step-wizard";
import { toaster } from "@app/components/toaster";
import { CheckboxField } from "@app/routes/products/components/CheckboxField";
import { RadioChoice, RadioList } from "../components/RadioChoice";
import { useRegionCurrencies } from "../components/use-region-currencies";
import { ConditionsEditor } from "../conditions/ConditionsEditor";
import { discountsSection } from "../section";
import { type CreateValues, type CurrencyOf, createBody, createDefaults, createResolverSchema, STEP_FIELDS, stepAllowed } from "./discount-create-form";

export function DiscountCreateWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { currencyOf } = useRegionCurrencies();
  const form = useForm<CreateValues>({ resolver: standardSchemaResolver(createResolverSchema(currencyOf)), mode: "onTouched", defaultValues: createDefaults });
  // The wizard says why a create failed, above the step it is on.
  const create = useMutation(inlineErrors(postDiscountsMutation()));
  const submit = form.handleSubmit(async (values) => {
    const { discount } = await create.mutateAsync({ body: createBody(values, currencyOf) });
    toaster.create({ type: "success", title: t("toast.success"), description: t("discounts.create.created", { code: discount.code }) });
    navigate(discountsSection.to("detail", { id: discount.id }));
  });
  const step = (index: number, view: ReactNode) => (
    <StepGate key={index} step={index} currencyOf={currencyOf} error={create.error}>
      {view}
    </StepGate>
  );
  return (
    <FormProvider {...form}>
      <StepWizardModal
        open={open}
        onClose={onClose}
        title={t("discounts.create.title")}
        steps={[step(0, <TypeStep />), step(1, <ValueStep />), step(2, <CodeStep />), step(3, <DatesStep />), step(4, <ConditionsStep />)]}
        onSubmit={() => submit().catch(() => undefined)}
        // Created: Submit stays busy while the page moves to the discount.
        busy={create.isPending || create.isSuccess}
      />
    </FormProvider>
  );
}

/** Lets the wizard go on only while the step's fields are fit, and shows their problems once touched. */
function StepGate({ step, currencyOf, error, children }: { step: number; currencyOf: CurrencyOf; error: unknown; children: ReactNode }) {
  const { t } = useTranslation();
  const { enableNext, disableNext } = useStepWizard();
  const { control, trigger, getFieldState } = useFormContext<CreateValues>();
  const values = { ...createDefaults, ...useWatch({ control }) } as CreateValues;
  const allowed = stepAllowed(step, values, currencyOf);
  const watched = JSON.stringify(STEP_FIELDS[step].map((f) => values[f]));
  useEffect(() => {
    if (allowed) enableNext();
    else disableNext();
  }, [allowed, enableNext, disableNext]);
  useEffect(() => {
    // A field's problem may come from another one (the value from the region): check the touched ones again.
    const touched = STEP_FIELDS[step].filter((f) => getFieldState(f).isTouched || getFieldState(f).isDirty);
    if (touched.length > 0) void trigger(touched);
  }, [watched, step, trigger, getFieldState]);
  return (
    <Stack gap="5">
      {error != null && <FormAlert>{errorMessage(t, error)}</FormAlert>}
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        <Stack gap="5">{children}</Stack>
      </form>
    </Stack>
  );
}

function TypeStep() {
  const { t } = useTranslation();
  const { control } = useFormContext<CreateValues>();
  const type = useWatch({ control, name: "type" });
  return (
    <>
      <RadioChoice
        control={control}
        name="type"
        label={t("discounts.fields.type")}
        options={(["percentage", "fixed", "free_shipping"] as const).map((v) => ({ value: v, label: t(`discounts.types.${v}`), help: t(`discounts.typeHelp.${v}`) }))}
      />
      {type === "fixed" && (
        <RadioChoice
          control={control}
          name="allocation"
          label={t("discounts.fields.allocation")}
          options={(["total", "item"] as const).map((v) => ({ value: v, label: t(`discounts.allocation.${v}`), help: t(`discounts.allocationHelp.${v}`) }))}
        />
      )}
    </>
  );
}

function ValueStep() {
  const { t } = useTranslation();
  const { control } = useFormContext<CreateValues>();
  const type = useWatch({ control, name: "type" });
  const regionIds = useWatch({ control, name: "regions" });
  const { regions, currencyOf } = useRegionCurrencies();
  const currency = type === "fixed" && regionIds.length === 1 ? currencyOf(regionIds[0]) : undefined;
  return (
    <>
      {type === "fixed" ? (
        <FixedRegion regions={regions} />
      ) : (
        <RegionChecks regions={regions} />
      )}
      {type === "percentage" && <TextInput control={control} name="value" label={t("discounts.fields.percentage")} required inputMode="numeric" suffix="%" />}
      {type === "fixed" && (
        <TextInput
          control={control}
          name="value"
          label={t("discounts.fields.amount")}
          helper={currency ? undefined : t("discounts.form.regionFirst")}
          required
          disabled={!currency}
          prefix={currency?.toUpperCase()}
          inputMode="decimal"
          ps={currency ? "14" : undefined}
        />
      )}
      {type === "free_shipping" && <Text color="fg.muted">{t("discounts.form.freeShippingValue")}</Text>}
    </>
  );
}

interface RegionRow {
  id: string;
  name: string;
  currency: string;
}

/** A fixed discount's one region: the amount is in its currency. */
function FixedRegion({ regions }: { regions: RegionRow[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<CreateValues>();
  const {
    field: { value, onChange },
  } = useController({ control, name: "regions" });
  return (
    <Stack gap="1">
      <RadioList
        label={t("discounts.fields.region")}
        options={regions.map((r) => ({ value: r.id, label: `${r.name} (${r.currency.toUpperCase()})` }))}
        value={value[0]}
        onChange={(id) => onChange([id])}
      />
      <Text textStyle="sm" color="fg.muted">
        {t("discounts.form.oneRegionHelp")}
      </Text>
    </Stack>
  );
}

function RegionChecks({ regions }: { regions: RegionRow[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<CreateValues>();
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ control, name: "regions" });
  return (
    <Stack gap="2" role="group" aria-label={t("discounts.fields.regions")}>
      <Text fontWeight="medium" textStyle="sm">
        {t("discounts.fields.regions")}
      </Text>
      {regions.map((r) => (
        <Checkbox.Root
          key={r.id}
          checked={value.includes(r.id)}
          onCheckedChange={(e) => onChange(e.checked === true ? [...value, r.id] : value.filter((id) => id !== r.id))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{`${r.name} (${r.currency.toUpperCase()})`}</Checkbox.Label>
        </Checkbox.Root>
      ))}
      {fieldState.error?.message && (
        <Text textStyle="sm" color="fg.error">
          {t(fieldState.error.message as "validation.required")}
        </Text>
      )}
    </Stack>
  );
}

function CodeStep() {
  const { t } = useTranslation();
  const { control } = useFormContext<CreateValues>();
  const dynamic = useWatch({ control, name: "is_dynamic" });
  return (
    <>
      <TextInput control={control} name="code" label={t("discounts.fields.code")} helper={t("discounts.form.codeHelp")} required autoFocus />
      <CheckboxField control={control} name="is_dynamic" label={t("discounts.fields.dynamic")} helper={t("discounts.form.dynamicHelp")} />
      {dynamic && (
        <TextInput control={control} name="valid_duration" label={t("discounts.fields.validDuration")} helper={t("discounts.form.durationHelp")} placeholder="P30D" />
      )}
      <TextareaInput control={control} name="description" label={t("discounts.fields.description")} rows={2} />
      <TextInput control={control} name="usage_limit" label={t("discounts.fields.usageLimit")} helper={t("discounts.form.usageLimitHelp")} inputMode="numeric" />
    </>
  );
}

function DatesStep() {
  const { t } = useTranslation();
  const { control } = useFormContext<CreateValues>();
  return (
    <>
      <TextInput control={control} name="starts_at" type="datetime-local" label={t("discounts.fields.startsAt")} helper={t("discounts.form.startsHelp")} />
      <TextInput control={control} name="ends_at" type="datetime-local" label={t("discounts.fields.endsAt")} helper={t("discounts.form.endsHelp")} />
    </>
  );
}

function ConditionsStep() {
  const { control } = useFormContext<CreateValues>();
  const {
    field: { value, onChange },
  } = useController({ control, name: "conditions" });
  return <ConditionsEditor value={value} onChange={onChange} />;
}
