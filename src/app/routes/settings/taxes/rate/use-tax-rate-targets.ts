// What a tax-rate override applies to, changed in batch: products, product
// types and shipping options added (POST …/batch) and removed (DELETE
// …/batch), each success said in a toast; a refusal is toasted by the query
// client and rejects (the picker stays open with its ticks).
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  deleteTaxRatesTaxRateProductsMutation,
  deleteTaxRatesTaxRateProductTypesMutation,
  deleteTaxRatesTaxRateShippingOptionsMutation,
  postTaxRatesTaxRateProductsMutation,
  postTaxRatesTaxRateProductTypesMutation,
  postTaxRatesTaxRateShippingOptionsMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import { toaster } from "@app/components/toaster";

export type TargetKind = "products" | "product_types" | "shipping_options";

export interface TargetChanges {
  add: (ids: string[]) => Promise<void>;
  remove: (ids: string[]) => Promise<void>;
}

export function useTaxRateTargets(rateId: string): Record<TargetKind, TargetChanges> {
  const { t } = useTranslation();
  const path = { id: rateId };
  const addProducts = useMutation(postTaxRatesTaxRateProductsMutation());
  const removeProducts = useMutation(deleteTaxRatesTaxRateProductsMutation());
  const addTypes = useMutation(postTaxRatesTaxRateProductTypesMutation());
  const removeTypes = useMutation(deleteTaxRatesTaxRateProductTypesMutation());
  const addOptions = useMutation(postTaxRatesTaxRateShippingOptionsMutation());
  const removeOptions = useMutation(deleteTaxRatesTaxRateShippingOptionsMutation());
  const done = (kind: TargetKind, change: "added" | "removed", count: number) =>
    toaster.create({ type: "success", title: t("toast.success"), description: t(`settings.taxes.targets.${kind}.${change}`, { count }) });
  /** One batch call for the ids, then its toast. */
  const batch =
    <B,>(send: (variables: { path: typeof path; body: B }) => Promise<unknown>, body: (ids: string[]) => B, kind: TargetKind, change: "added" | "removed") =>
    async (ids: string[]) => {
      await send({ path, body: body(ids) });
      done(kind, change, ids.length);
    };
  return {
    products: {
      add: batch(addProducts.mutateAsync, (products) => ({ products }), "products", "added"),
      remove: batch(removeProducts.mutateAsync, (products) => ({ products }), "products", "removed"),
    },
    product_types: {
      add: batch(addTypes.mutateAsync, (product_types) => ({ product_types }), "product_types", "added"),
      remove: batch(removeTypes.mutateAsync, (product_types) => ({ product_types }), "product_types", "removed"),
    },
    shipping_options: {
      add: batch(addOptions.mutateAsync, (shipping_options) => ({ shipping_options }), "shipping_options", "added"),
      remove: batch(removeOptions.mutateAsync, (shipping_options) => ({ shipping_options }), "shipping_options", "removed"),
    },
  };
}
