// /a/products/:id: one product, section by section, with its actions (edit a
// part in a modal, publish / unpublish, delete) and the plugins' widget zones
// product.details.before / .after around it.
import { Grid, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { deleteProductsProductMutation, getProductsProductOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Product } from "@generated/admin/types.gen";
import { DeleteRecordDialog } from "@app/components/detail/DeleteRecordDialog";
import { DetailPage } from "@app/components/detail/DetailPage";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { productsSection } from "../section";
import { ProductVariantsSection } from "../variants/ProductVariantsSection";
import { MediaSection } from "./MediaSection";
import { ProductHeader } from "./ProductHeader";
import { AttributesSection, GeneralSection, MetadataSection, SalesChannelsSection } from "./ProductInfoSections";
import { type EditKind, useProductEdits } from "./use-product-edits";

export default function ProductDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DetailPage
      query={useQuery(getProductsProductOptions({ path: { id } }))}
      select={(data) => data.product}
      zone="product"
      title={(product) => product.title}
      unavailable={{
        notFound: { title: t("products.detail.notFound"), help: t("products.detail.notFoundHelp") },
        back: { to: productsSection.to("main"), label: t("products.detail.backToList") },
      }}
    >
      {(product) => <ProductView product={product} />}
    </DetailPage>
  );
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const edits = useProductEdits(product);
  const [editing, setEditing] = useState<EditKind | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const sectionProps = { product, onEdit: setEditing };
  return (
    <>
      <ProductHeader
        product={product}
        edits={Object.fromEntries(Object.entries(edits).map(([kind, edit]) => [kind, edit.title])) as Record<EditKind, string>}
        onEdit={setEditing}
        onDelete={() => setConfirmDelete(true)}
      />
      {/* minmax(0, …): a wide section (the variants table) scrolls in its card instead of widening the page */}
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="5" alignItems="start">
        <Stack gap="5">
          <GeneralSection {...sectionProps} />
          <ProductVariantsSection product={product} />
          <MediaSection product={product} />
          <MetadataSection {...sectionProps} />
          <RawJsonSection record={product} />
        </Stack>
        <Stack gap="5">
          <SalesChannelsSection {...sectionProps} />
          <AttributesSection {...sectionProps} />
        </Stack>
      </Grid>
      {editing && <Fragment key={editing}>{edits[editing].modal(() => setEditing(null))}</Fragment>}
      <DeleteRecordDialog
        open={confirmDelete}
        onCancel={() => setConfirmDelete(false)}
        mutation={deleteProductsProductMutation()}
        variables={{ path: { id: product.id } }}
        title={t("products.detail.deleteTitle")}
        description={t("products.detail.deleteBody", { title: product.title })}
        confirmLabel={t("products.detail.delete")}
        deleted={t("products.detail.deleted", { title: product.title })}
        listPath={productsSection.to("main")}
      />
    </>
  );
}
