// The collections list's bulk action: delete the ticked collections after a
// confirmation, one request each (Medusa v1 has no batch route), reported in
// one toast. Their products stay, without a collection.
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { deleteCollectionsCollectionMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { ProductCollection } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import type { BulkAction } from "@app/components/data-table/DataTable";
import { useBulkRunner } from "@app/components/data-table/use-bulk-runner";

export function useCollectionBulkDelete(): BulkAction<ProductCollection> {
  const { t } = useTranslation();
  const { each } = useBulkRunner();
  // Errors are reported once for the whole batch, not toasted per request.
  const remove = useMutation(inlineErrors(deleteCollectionsCollectionMutation()));
  return {
    key: "delete",
    label: t("collections.bulk.delete"),
    danger: true,
    confirm: (rows) => ({ title: t("collections.bulk.deleteTitle"), description: t("collections.bulk.deleteBody", { count: rows.length }), confirmLabel: t("collections.bulk.delete") }),
    run: (rows) => each(rows, (c) => remove.mutateAsync({ path: { id: c.id } }), "collections.bulk.deleted"),
  };
}
