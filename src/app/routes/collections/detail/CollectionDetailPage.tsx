// /a/collections/:id: a collection (title, handle, metadata; edited in a modal, deleted
// after a confirmation), its products, and the plugin widgets around it.
import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import {
  deleteCollectionsCollectionMutation,
  getCollectionsCollectionOptions,
  postCollectionsCollectionMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { ProductCollection } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls/Button";
import { DetailUnavailable } from "@app/components/DetailUnavailable";
import { ConfirmDialog } from "@app/components/modals/ConfirmDialog";
import { PageHeader } from "@app/components/PageHeader";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { toaster } from "@app/components/toaster";
import { WidgetZone } from "@app/extensions/context";
import { collectionFormValues, toCollectionBody } from "../collection-form";
import { CollectionFormModal } from "../CollectionFormModal";
import { CollectionProductsSection } from "./CollectionProductsSection";

export default function CollectionDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(getCollectionsCollectionOptions({ path: { id } }));
  // A collection already shown stays while a background refetch fails.
  if (query.data) return <CollectionDetail collection={query.data.collection} />;
  if (query.isPending) return <RouteSpinner fullScreen={false} />;
  return (
    <DetailUnavailable
      error={query.error}
      onRetry={() => void query.refetch()}
      notFound={{ title: t("collections.detail.notFound") }}
      forbidden={t("collections.detail.forbidden")}
      back={{ to: "/a/collections", label: t("collections.detail.back") }}
    />
  );
}

function CollectionDetail({ collection }: { collection: ProductCollection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The edit modal says why a save failed.
  const update = useMutation(inlineErrors(postCollectionsCollectionMutation()));
  const remove = useMutation({
    ...deleteCollectionsCollectionMutation(),
    onSuccess: () => {
      toaster.create({ type: "success", title: t("toast.success"), description: t("collections.detail.deleted", { title: collection.title }) });
      navigate("/a/collections");
    },
  });

  return (
    <Stack gap="6">
      <WidgetZone name="product_collection.details.before" entity={collection} />
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
        <Text color="gray.600">
          {t("collections.detail.handle", { handle: collection.handle ? `/${collection.handle}` : "—" })}
        </Text>
      </Box>
      <CollectionProductsSection collection={collection} />
      <WidgetZone name="product_collection.details.after" entity={collection} />
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
      <ConfirmDialog
        open={deleting}
        title={t("collections.detail.deleteTitle", { title: collection.title })}
        description={t("collections.detail.deleteBody")}
        confirmLabel={t("collections.detail.delete")}
        danger
        // Still busy once deleted, until the page is left: the collection is gone.
        busy={remove.isPending || remove.isSuccess}
        onConfirm={() => remove.mutate({ path: { id: collection.id } })}
        onCancel={() => setDeleting(false)}
      />
    </Stack>
  );
}
