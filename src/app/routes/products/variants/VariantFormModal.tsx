// Creates a variant, copies one, or edits one: its codes, stock, option
// values, prices per currency and region, and shipping attributes.
import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  postProductsProductVariantsMutation,
  postProductsProductVariantsVariantMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { PricedProduct, PricedVariant } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { NumberInput, TextInput } from "@app/components/controls";
import { ErrorState } from "@app/components/data-table/TableStates";
import { FocusModal } from "@app/components/modals/FocusModal";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { toaster } from "@app/components/toaster";
import { AttributeFields } from "../components/AttributeFields";
import { CheckboxField } from "../components/CheckboxField";
import type { PriceColumn } from "../prices/price-columns";
import { usePriceColumns } from "../prices/use-price-columns";
import { variantBody, variantSchema, type VariantValues, variantValues } from "./variant-form";

export type VariantFormTarget = { mode: "create" } | { mode: "edit" | "copy"; variant: PricedVariant };

interface VariantFormModalProps {
  product: PricedProduct;
  target: VariantFormTarget;
  onClose: () => void;
}

const FORM_ID = "variant-form";

export function VariantFormModal({ product, target, onClose }: VariantFormModalProps) {
  const { t } = useTranslation();
  const { columns, error, retry } = usePriceColumns();
  // A failure is said in the modal; the form keeps what was typed.
  const done = () => {
    toaster.create({ type: "success", title: t("toast.success"), description: t("products.variants.saved") });
    onClose();
  };
  const create = useMutation({ ...inlineErrors(postProductsProductVariantsMutation()), onSuccess: done });
  const update = useMutation({ ...inlineErrors(postProductsProductVariantsVariantMutation()), onSuccess: done });

  const submit = (values: VariantValues) => {
    if (!columns) return;
    if (target.mode === "edit") {
      update.mutate({ path: { id: product.id, variant_id: target.variant.id }, body: variantBody(values, columns, target.variant) });
    } else {
      create.mutate({ path: { id: product.id }, body: variantBody(values, columns) });
    }
  };

  return (
    <FocusModal
      open
      onClose={onClose}
      title={t(`products.variants.form.${target.mode}Title`)}
      formId={FORM_ID}
      saving={create.isPending || update.isPending}
      saveDisabled={!columns}
      error={create.error ?? update.error}
    >
      {error ? (
        <ErrorState error={error} onRetry={retry} />
      ) : !columns ? (
        <RouteSpinner fullScreen={false} />
      ) : (
        <VariantForm product={product} target={target} columns={columns} onSubmit={submit} />
      )}
    </FocusModal>
  );
}

interface VariantFormProps {
  product: PricedProduct;
  target: VariantFormTarget;
  columns: readonly PriceColumn[];
  onSubmit: (values: VariantValues) => void;
}

function VariantForm({ product, target, columns, onSubmit }: VariantFormProps) {
  const { t } = useTranslation();
  const form = useForm<VariantValues>({
    resolver: standardSchemaResolver(variantSchema),
    reValidateMode: "onChange",
    defaultValues: defaultsFor(product, columns, target, t),
  });
  const { control } = form;
  return (
    <FormProvider {...form}>
      <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Stack gap="8">
          <FormSection title={t("products.variants.form.general")}>
            <TextInput control={control} name="title" label={t("products.variants.fields.title")} required autoFocus />
            {(["sku", "ean", "upc", "barcode"] as const).map((name) => (
              <TextInput key={name} control={control} name={name} label={t(`products.variants.fields.${name}`)} />
            ))}
          </FormSection>
          {(product.options ?? []).length > 0 && (
            <FormSection title={t("products.options.title")}>
              {product.options!.map((option, i) => (
                <TextInput key={option.id} control={control} name={`options.${i}.value`} label={option.title} required />
              ))}
            </FormSection>
          )}
          <FormSection title={t("products.variants.form.stock")}>
            <NumberInput control={control} name="inventory_quantity" label={t("products.variants.fields.inventory_quantity")} min={0} />
            <Stack gap="3" justify="center">
              <CheckboxField control={control} name="manage_inventory" label={t("products.variants.fields.manage_inventory")} />
              <CheckboxField control={control} name="allow_backorder" label={t("products.variants.fields.allow_backorder")} />
            </Stack>
          </FormSection>
          <FormSection title={t("products.prices.sectionTitle")}>
            {columns.map((column, i) => (
              <TextInput
                key={column.key}
                control={control}
                name={`prices.${i}.amount`}
                label={column.label}
                prefix={column.currency.toUpperCase()}
                inputMode="decimal"
                ps="14"
              />
            ))}
          </FormSection>
          <Stack gap="4">
            <Heading size="sm">{t("products.variants.form.shipping")}</Heading>
            <AttributeFields />
          </Stack>
        </Stack>
      </form>
    </FormProvider>
  );
}

function defaultsFor(product: PricedProduct, columns: readonly PriceColumn[], target: VariantFormTarget, t: TFunction): VariantValues {
  if (target.mode === "create") return variantValues(product, columns);
  const values = variantValues(product, columns, target.variant, target.mode === "copy");
  return target.mode === "copy" ? { ...values, title: t("products.variants.copyTitle", { title: values.title }) } : values;
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4">
      <Heading size="sm">{title}</Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
