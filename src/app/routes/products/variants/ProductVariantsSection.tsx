// A product's options and variants, shown on its page: options with their
// values, the variants table, and the dialogs that change them (option and
// variant forms, the price grid, confirmations of deletes and of generating
// the missing variants).
import { Card, Heading, HStack, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  deleteProductsProductOptionsOptionMutation,
  deleteProductsProductVariantsVariantMutation,
  postProductsProductVariantsMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { PricedProduct, PricedVariant, ProductOption } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls";
import { ConfirmDialog } from "@app/components/modals/ConfirmDialog";
import { toaster } from "@app/components/toaster";
import { ProductPricesModal } from "../prices/ProductPricesModal";
import { missingVariants } from "./generate-variants";
import { OptionDialog } from "./OptionDialog";
import { OptionsList } from "./OptionsList";
import { VariantFormModal, type VariantFormTarget } from "./VariantFormModal";
import { VariantsTable } from "./VariantsTable";

type Confirmation = { kind: "deleteOption"; option: ProductOption } | { kind: "deleteVariant"; variant: PricedVariant } | { kind: "generate" };

export function ProductVariantsSection({ product }: { product: PricedProduct }) {
  const { t } = useTranslation();
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  const missing = missingVariants(product);
  const [optionDialog, setOptionDialog] = useState<{ option?: ProductOption } | null>(null);
  const [variantForm, setVariantForm] = useState<VariantFormTarget | null>(null);
  const [pricesOpen, setPricesOpen] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const done = (description: string) => {
    toaster.create({ type: "success", title: t("toast.success"), description });
    setConfirmation(null);
  };
  // Failures are toasted by the query client; the confirmation stays open.
  const deleteOption = useMutation({ ...deleteProductsProductOptionsOptionMutation(), onSuccess: () => done(t("products.options.deleted")) });
  const deleteVariant = useMutation({ ...deleteProductsProductVariantsVariantMutation(), onSuccess: () => done(t("products.variants.deleted")) });
  const createVariant = useMutation(postProductsProductVariantsMutation());
  // One after the other, so the new variants keep the combinations' order; each failure is toasted by its own call.
  const generate = useMutation({
    ...inlineErrors({}),
    mutationFn: async (list: typeof missing) => {
      for (const v of list) await createVariant.mutateAsync({ path: { id: product.id }, body: { title: v.title, options: v.options, prices: [] } });
    },
    onSuccess: (_, list) => done(t("products.variants.generated", { count: list.length })),
  });

  const confirm = () => {
    if (!confirmation) return;
    if (confirmation.kind === "deleteOption") deleteOption.mutate({ path: { id: product.id, option_id: confirmation.option.id } });
    else if (confirmation.kind === "deleteVariant") deleteVariant.mutate({ path: { id: product.id, variant_id: confirmation.variant.id } });
    else generate.mutate(missing);
  };
  const confirmText = confirmationText(confirmation, missing, t);

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Header>
          <HStack justify="space-between">
            <Heading size="md">{t("products.options.title")}</Heading>
            <Button variant="secondary" size="small" onClick={() => setOptionDialog({})}>
              {t("products.options.add")}
            </Button>
          </HStack>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <OptionsList options={options} onEdit={(option) => setOptionDialog({ option })} onDelete={(option) => setConfirmation({ kind: "deleteOption", option })} />
            {options.length > 0 && (
              <HStack>
                <Button variant="secondary" size="small" disabled={missing.length === 0} onClick={() => setConfirmation({ kind: "generate" })}>
                  {t("products.variants.generate", { count: missing.length })}
                </Button>
              </HStack>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <HStack justify="space-between">
            <Heading size="md">{t("products.variants.title")}</Heading>
            <HStack gap="2">
              <Button variant="secondary" size="small" disabled={variants.length === 0} onClick={() => setPricesOpen(true)}>
                {t("products.prices.edit")}
              </Button>
              <Button variant="secondary" size="small" onClick={() => setVariantForm({ mode: "create" })}>
                {t("products.variants.add")}
              </Button>
            </HStack>
          </HStack>
        </Card.Header>
        <Card.Body>
          <VariantsTable
            variants={variants}
            options={options}
            onEdit={(variant) => setVariantForm({ mode: "edit", variant })}
            onCopy={(variant) => setVariantForm({ mode: "copy", variant })}
            onDelete={(variant) => setConfirmation({ kind: "deleteVariant", variant })}
          />
        </Card.Body>
      </Card.Root>

      {optionDialog && <OptionDialog productId={product.id} option={optionDialog.option} onClose={() => setOptionDialog(null)} />}
      {variantForm && <VariantFormModal product={product} target={variantForm} onClose={() => setVariantForm(null)} />}
      <ProductPricesModal product={product} open={pricesOpen} onClose={() => setPricesOpen(false)} />
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmText.title}
        description={confirmText.description}
        confirmLabel={confirmText.label}
        danger={confirmation?.kind !== "generate"}
        busy={deleteOption.isPending || deleteVariant.isPending || generate.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirmation(null)}
      />
    </Stack>
  );
}

function confirmationText(confirmation: Confirmation | null, missing: ReturnType<typeof missingVariants>, t: TFunction) {
  switch (confirmation?.kind) {
    case "deleteOption":
      return {
        title: t("products.options.deleteTitle", { title: confirmation.option.title }),
        description: t("products.options.deleteBody"),
        label: t("products.options.delete"),
      };
    case "deleteVariant":
      return {
        title: t("products.variants.deleteTitle", { title: confirmation.variant.title }),
        description: t("products.variants.deleteBody"),
        label: t("products.variants.actions.delete"),
      };
    default:
      return {
        title: t("products.variants.generateTitle", { count: missing.length }),
        description: missing.map((v) => v.title).join(", "),
        label: t("products.variants.generateConfirm"),
      };
  }
}
