// /a/products/:id: one product, section by section, with its actions (edit a
// part in a modal, publish / unpublish, delete) and the plugins' widget zones
// product.details.before / .after around it.
import { Grid, Stack } from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { deleteProductsProductMutation, getProductsProductOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Product } from "@generated/admin/types.gen";
import { DetailUnavailable } from "@app/components/DetailUnavailable";
import { ConfirmDialog } from "@app/components/modals";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { toaster } from "@app/components/toaster";
import { WidgetZone } from "@app/extensions/context";
import { ProductVariantsSection } from "../variants/ProductVariantsSection";
import { MediaSection } from "./MediaSection";
import { ProductHeader } from "./ProductHeader";
import { AttributesSection, GeneralSection, MetadataSection, RawJsonSection, SalesChannelsSection } from "./ProductInfoSections";
import { type EditKind, useProductEdits } from "./use-product-edits";

export default function ProductDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(getProductsProductOptions({ path: { id } }));
  // A product already shown stays while a background refetch fails.
  if (query.data) return <ProductView product={query.data.product} />;
  if (query.isPending) return <RouteSpinner fullScreen={false} />;
  return (
    <DetailUnavailable
      error={query.error}
      onRetry={() => void query.refetch()}
      notFound={{ title: t("products.detail.notFound"), help: t("products.detail.notFoundHelp") }}
      back={{ to: "/a/products", label: t("products.detail.backToList") }}
    />
  );
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edits = useProductEdits(product);
  const [editing, setEditing] = useState<EditKind | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useMutation({
    ...deleteProductsProductMutation(),
    onSuccess: () => {
      toaster.create({ type: "success", title: t("toast.success"), description: t("products.detail.deleted", { title: product.title }) });
      navigate("/a/products");
    },
  });
  const sectionProps = { product, onEdit: setEditing };
  return (
    <Stack gap="5">
      <WidgetZone name="product.details.before" entity={product} />
      <ProductHeader
        product={product}
        edits={Object.fromEntries(Object.entries(edits).map(([kind, edit]) => [kind, edit.title])) as Record<EditKind, string>}
        onEdit={setEditing}
        onDelete={() => setConfirmDelete(true)}
      />
      <Grid templateColumns={{ base: "1fr", xl: "2fr 1fr" }} gap="5" alignItems="start">
        <Stack gap="5">
          <GeneralSection {...sectionProps} />
          <ProductVariantsSection product={product} />
          <MediaSection product={product} />
          <MetadataSection {...sectionProps} />
          <RawJsonSection product={product} />
        </Stack>
        <Stack gap="5">
          <SalesChannelsSection {...sectionProps} />
          <AttributesSection {...sectionProps} />
        </Stack>
      </Grid>
      <WidgetZone name="product.details.after" entity={product} />
      {editing && <Fragment key={editing}>{edits[editing].modal(() => setEditing(null))}</Fragment>}
      <ConfirmDialog
        open={confirmDelete}
        title={t("products.detail.deleteTitle")}
        description={t("products.detail.deleteBody", { title: product.title })}
        confirmLabel={t("products.detail.delete")}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ path: { id: product.id } })}
        onCancel={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}
