// /a/collections/:id: a collection (title, handle, metadata; edited in a modal, deleted
// after a confirmation), its products, and the plugin widgets around it.
import { Box, HStack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import {
  deleteCollectionsCollectionMutation,
  getCollectionsCollectionOptions,
  postCollectionsCollectionMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { ProductCollection } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls/Button";
import { DeleteRecordDialog } from "@app/components/detail/DeleteRecordDialog";
import { DetailPage } from "@app/components/detail/DetailPage";
import { PageHeader } from "@app/components/PageHeader";
import { toaster } from "@app/components/toaster";
import { collectionFormValues, toCollectionBody } from "../components/collection-form";
import { CollectionFormModal } from "../components/CollectionFormModal";
import { collectionsSection } from "../section";
import { CollectionProductsSection } from "./CollectionProductsSection";

export default function CollectionDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DetailPage
      query={useQuery(getCollectionsCollectionOptions({ path: { id } }))}
      select={(data) => data.collection}
      zone="product_collection"
      title={(collection) => collection.title}
      unavailable={{
        notFound: { title: t("collections.detail.notFound") },
        forbidden: t("collections.detail.forbidden"),
        back: { to: collectionsSection.to("main"), label: t("collections.detail.back") },
      }}
    >
      {(collection) => <CollectionDetail collection={collection} />}
    </DetailPage>
  );
}

function CollectionDetail({ collection }: { collection: ProductCollection }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The edit modal says why a save failed.
  const update = useMutation(inlineErrors(postCollectionsCollectionMutation()));

  return (
    <>
      <Box>
        <PageHeader
          title={collection.title}
          actions={
            <HStack>
              <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
                {t("collections.detail.edit")}
              </Button>
              <Button variant="danger" size="small" onClick={() => setDeleting(true)}>
                {t("collections.detail.delete")}
              </Button>
            </HStack>
          }
        />
        <Text color="fg.muted">
          {t("collections.detail.handle", { handle: collection.handle ? `/${collection.handle}` : "—" })}
        </Text>
      </Box>
      <CollectionProductsSection collection={collection} />
      <CollectionFormModal
        open={editing}
        onClose={() => setEditing(false)}
        mode="edit"
        defaultValues={collectionFormValues(collection)}
        onSubmit={async (values) => {
          await update.mutateAsync({ path: { id: collection.id }, body: toCollectionBody(values, collection.metadata) });
          toaster.create({ type: "success", title: t("toast.success"), description: t("collections.edit.saved") });
        }}
      />
      <DeleteRecordDialog
        open={deleting}
        onCancel={() => setDeleting(false)}
        mutation={deleteCollectionsCollectionMutation()}
        variables={{ path: { id: collection.id } }}
        title={t("collections.detail.deleteTitle", { title: collection.title })}
        description={t("collections.detail.deleteBody")}
        confirmLabel={t("collections.detail.delete")}
        deleted={t("collections.detail.deleted", { title: collection.title })}
        listPath={collectionsSection.to("main")}
      />
    </>
  );
}
