// /a/collections: the collections, searched, sorted and paged by the server;
// a new collection is created in a modal and opened once saved.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { postCollectionsMutation } from "@generated/admin/@tanstack/react-query.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls/Button";
import { DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { toaster } from "@app/components/toaster";
import { toCollectionBody } from "../components/collection-form";
import { CollectionFormModal } from "../components/CollectionFormModal";
import { collectionsSection } from "../section";
import { useCollectionColumns } from "./collection-columns";
import { collectionListQuery } from "./collection-list-query";
import { useCollectionBulkDelete } from "./use-collection-bulk-delete";

export default function CollectionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const columns = useCollectionColumns();
  const { list, query } = useListQuery(collectionListQuery, { sortKeys: sortKeysOf(columns) });
  const bulkDelete = useCollectionBulkDelete();
  // The modal says why a save failed.
  const create = useMutation(inlineErrors(postCollectionsMutation()));

  return (
    <>
      <PageHeader
        title={t(collectionsSection.label)}
        actions={<Button size="small" onClick={() => setCreating(true)}>{t("collections.create.title")}</Button>}
      />
      <DataTable
        id="collections"
        label={t(collectionsSection.label)}
        columns={columns}
        list={list}
        rows={query.data?.collections}
        count={query.data?.count}
        rowKey={(c) => c.id}
        rowHref={(c) => collectionsSection.to("detail", { id: c.id })}
        rowLabel={(c) => c.title}
        {...queryState(query)}
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
          navigate(collectionsSection.to("detail", { id: collection.id }));
        }}
      />
    </>
  );
}
