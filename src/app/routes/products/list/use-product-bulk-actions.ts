// The products list's bulk actions: publish, unpublish (back to draft) and
// delete the ticked products, each after a confirmation, one request per
// product (Medusa v1 has no batch route for these); add them to a collection
// or a sales channel chosen in a dialog, one batch request. One toast
// reports the outcome: how many succeeded, or how many failed and why.
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  deleteProductsProductMutation,
  postProductsProductMutation,
  postProductsToCollectionMutation,
  postSalesChannelsChannelProductsBatchMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { TranslationKey } from "@app/i18n/translation-key";
import type { PricedProduct } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import type { BulkAction } from "@app/components/data-table/DataTable";
import { useBulkRunner } from "@app/components/data-table/use-bulk-runner";
import { useCollectionOptions, useSalesChannelOptions } from "@app/routes/option-queries";

type Status = "published" | "draft";

export function useProductBulkActions(): BulkAction<PricedProduct>[] {
  const { t } = useTranslation();
  const { each, batch } = useBulkRunner();
  // Errors are reported once for the whole batch below, not toasted per request.
  const update = useMutation(inlineErrors(postProductsProductMutation()));
  const remove = useMutation(inlineErrors(deleteProductsProductMutation()));
  const toCollection = useMutation(inlineErrors(postProductsToCollectionMutation()));
  const toSalesChannel = useMutation(inlineErrors(postSalesChannelsChannelProductsBatchMutation()));
  const collections = useCollectionOptions();
  const salesChannels = useSalesChannelOptions();

  const ids = (products: PricedProduct[]) => products.map((p) => p.id!);
  const setStatus = (status: Status, done: TranslationKey) => (products: PricedProduct[]) =>
    each(products, (p) => update.mutateAsync({ path: { id: p.id! }, body: { status } }), done);

  return [
    {
      key: "publish",
      label: t("products.bulk.publish"),
      confirm: (rows) => ({ title: t("products.bulk.publishTitle"), description: t("products.bulk.publishBody", { count: rows.length }), confirmLabel: t("products.bulk.publish") }),
      run: setStatus("published", "products.bulk.published"),
    },
    {
      key: "unpublish",
      label: t("products.bulk.unpublish"),
      confirm: (rows) => ({ title: t("products.bulk.unpublishTitle"), description: t("products.bulk.unpublishBody", { count: rows.length }), confirmLabel: t("products.bulk.unpublish") }),
      run: setStatus("draft", "products.bulk.unpublished"),
    },
    {
      key: "addToCollection",
      label: t("products.bulk.addToCollection"),
      choose: () => ({ title: t("products.bulk.addToCollectionTitle"), label: t("products.bulk.collection"), confirmLabel: t("products.bulk.add"), ...collections }),
      run: (products, id) => batch(products, () => toCollection.mutateAsync({ path: { id: id! }, body: { product_ids: ids(products) } }), "products.bulk.addedToCollection"),
    },
    {
      key: "addToSalesChannel",
      label: t("products.bulk.addToSalesChannel"),
      choose: () => ({ title: t("products.bulk.addToSalesChannelTitle"), label: t("products.bulk.salesChannel"), confirmLabel: t("products.bulk.add"), ...salesChannels }),
      run: (products, id) =>
        batch(products, () => toSalesChannel.mutateAsync({ path: { id: id! }, body: { product_ids: ids(products).map((productId) => ({ id: productId })) } }), "products.bulk.addedToSalesChannel"),
    },
    {
      key: "delete",
      label: t("products.bulk.delete"),
      danger: true,
      confirm: (rows) => ({ title: t("products.bulk.deleteTitle"), description: t("products.bulk.deleteBody", { count: rows.length }), confirmLabel: t("products.bulk.delete") }),
      run: (products) => each(products, (p) => remove.mutateAsync({ path: { id: p.id! } }), "products.bulk.deleted"),
    },
  ];
}
