// A product's own prices in the price grid. Save sends, per variant with a
// changed cell, its whole price list (see pricesWith); nothing else.
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { postProductsProductVariantsVariantMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { PricedProduct } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { priceUpdates } from "./price-grid-model";
import { PriceGridModal } from "./PriceGridModal";

interface ProductPricesModalProps {
  product: PricedProduct;
  open: boolean;
  onClose: () => void;
}

export function ProductPricesModal({ product, open, onClose }: ProductPricesModalProps) {
  const { t } = useTranslation();
  const update = useMutation(inlineErrors(postProductsProductVariantsVariantMutation()));
  return (
    <PriceGridModal
      open={open}
      onClose={onClose}
      title={t("products.prices.title", { product: product.title })}
      variants={product.variants ?? []}
      emptyText={t("products.variants.empty")}
      onSave={async (changes, columns) => {
        const updates = priceUpdates(changes, columns);
        await Promise.all(updates.map(({ variantId, prices }) => update.mutateAsync({ path: { id: product.id, variant_id: variantId }, body: { prices } })));
        return t("products.prices.saved", { count: updates.length });
      }}
    />
  );
}
