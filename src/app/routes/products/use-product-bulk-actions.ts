// The products list's bulk actions: publish, unpublish (back to draft) and
// delete the ticked products, each after a confirmation, one request per
// product (Medusa v1 has no batch route for these). One toast reports the
// outcome: how many succeeded, or how many failed and why.
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { deleteProductsProductMutation, postProductsProductMutation } from "../../../generated/admin/@tanstack/react-query.gen";
import type { PricedProduct } from "../../../generated/admin/types.gen";
import { inlineErrors } from "../../api/query-client";
import type { BulkAction } from "../../components/data-table/DataTable";
import { errorMessage } from "../../components/form/error-message";
import { toaster } from "../../components/toaster";

type Status = "published" | "draft";

export function useProductBulkActions(): BulkAction<PricedProduct>[] {
  const { t } = useTranslation();
  // Errors are reported once for the whole batch below, not toasted per request.
  const update = useMutation(inlineErrors(postProductsProductMutation()));
  const remove = useMutation(inlineErrors(deleteProductsProductMutation()));

  const each = async (products: PricedProduct[], call: (id: string) => Promise<unknown>, done: string) => {
    const results = await Promise.allSettled(products.map((p) => call(p.id!)));
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failures.length === 0) {
      toaster.create({ type: "success", title: t("toast.success"), description: t(done, { count: products.length }) });
    } else {
      const reason = errorMessage(t, failures[0].reason);
      toaster.create({ type: "error", title: t("toast.error"), description: t("table.bulkFailed", { failed: failures.length, count: products.length, reason }) });
    }
  };
  const setStatus = (status: Status, done: string) => (products: PricedProduct[]) =>
    each(products, (id) => update.mutateAsync({ path: { id }, body: { status } }), done);

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
      key: "delete",
      label: t("products.bulk.delete"),
      danger: true,
      confirm: (rows) => ({ title: t("products.bulk.deleteTitle"), description: t("products.bulk.deleteBody", { count: rows.length }), confirmLabel: t("products.bulk.delete") }),
      run: (products) => each(products, (id) => remove.mutateAsync({ path: { id } }), "products.bulk.deleted"),
    },
  ];
}
