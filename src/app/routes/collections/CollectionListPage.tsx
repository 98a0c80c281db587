// /a/collections: the collections, searched, sorted and paged by the server;
// a new collection is created in a modal and opened once saved.
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { getCollectionsOptions, postCollectionsMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { ProductCollection } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls/Button";
import { type Column, DataTable } from "@app/components/data-table/DataTable";
import { present } from "@app/components/data-table/filter-values";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf, useListParams } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { toCollectionBody } from "./collection-form";
import { CollectionFormModal } from "./CollectionFormModal";
import { useCollectionBulkDelete } from "./use-collection-bulk-delete";

export default function CollectionListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const columns: Column<ProductCollection>[] = [
    { key: "title", header: t("collections.fields.title"), cell: (c) => c.title, sortKey: "title", hideable: false },
    { key: "handle", header: t("collections.fields.handle"), cell: (c) => (c.handle ? `/${c.handle}` : "—"), sortKey: "handle" },
    // The list answers each collection with all its products.
    { key: "products", header: t("collections.columns.products"), align: "end", cell: (c) => c.products?.length ?? 0 },
    { key: "created_at", header: t("collections.columns.created"), cell: (c) => format.date(c.created_at), sortKey: "created_at", firstSort: "desc" },
    { key: "updated_at", header: t("collections.columns.updated"), cell: (c) => format.date(c.updated_at), sortKey: "updated_at", firstSort: "desc" },
  ];
  const list = useListParams({ sortKeys: sortKeysOf(columns) });
  const collections = useQuery({
    ...getCollectionsOptions({ query: { offset: list.offset, limit: list.limit, ...present({ q: list.q, order: list.order }) } }),
    placeholderData: keepPreviousData,
  });
  const bulkDelete = useCollectionBulkDelete();
  // The modal says why a save failed.
  const create = useMutation(inlineErrors(postCollectionsMutation()));

  return (
    <>
      <PageHeader title={t("nav.collections")} actions={<Button size="small" onClick={() => setCreating(true)}>{t("collections.create.title")}</Button>} />
      <DataTable
        id="collections"
        label={t("nav.collections")}
        columns={columns}
        list={list}
        rows={collections.data?.collections}
        count={collections.data?.count}
        rowKey={(c) => c.id}
        rowHref={(c) => `/a/collections/${c.id}`}
        rowLabel={(c) => c.title}
        {...queryState(collections)}
        emptyText={t("collections.empty")}
        bulkActions={[bulkDelete]}
      />
      <CollectionFormModal
        open={creating}
        onClose={() => setCreating(false)}
        mode="create"
        onSubmit={async (values) => {
          const { collection } = await create.mutateAsync({ body: toCollectionBody(values) });
          toaster.create({ type: "success", title: t("toast.success"), description: t("collections.create.created", { title: collection.title }) });
          navigate(`/a/collections/${collection.id}`);
        }}
      />
    </>
  );
}
