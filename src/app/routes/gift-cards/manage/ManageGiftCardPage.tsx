// /a/gift-cards/manage: the store's gift-card product, with the product page's
// own pieces: the published / draft switch and the edit menu (general
// information, metadata), the denominations (its variants and their prices),
// the images and thumbnail, the raw JSON and the delete (asked first, then
// back to the gift cards). A store without one is offered to create it.
import { Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteProductsProductMutation, getProductsProductOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Product } from "@generated/admin/types.gen";
import { DeleteRecordDialog } from "@app/components/detail/DeleteRecordDialog";
import { DetailPage } from "@app/components/detail/DetailPage";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { ErrorState } from "@app/components/data-table/TableStates";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { MediaSection } from "../../products/detail/MediaSection";
import { ProductHeader } from "../../products/detail/ProductHeader";
import { GeneralSection } from "../../products/detail/ProductInfoSections";
import { type EditKind, useProductEdits } from "../../products/detail/use-product-edits";
import { ProductVariantsSection } from "../../products/variants/ProductVariantsSection";
import { giftCardProductOf, giftCardProductQuery } from "../components/gift-card-product-query";
import { GiftCardProductCard } from "../list/GiftCardProductCard";
import { giftCardsSection } from "../section";

export default function ManageGiftCardPage() {
  const query = useQuery({ ...giftCardProductQuery(), select: giftCardProductOf });
  if (query.isPending) return <RouteSpinner fullScreen={false} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  // None yet: the overview's card says so and offers to create it.
  if (!query.data) return <GiftCardProductCard />;
  return <ManageProduct id={query.data.id} />;
}

function ManageProduct({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <DetailPage
      query={useQuery(getProductsProductOptions({ path: { id } }))}
      select={(data) => data.product}
      zone="product"
      title={(product) => product.title}
      unavailable={{
        notFound: { title: t("giftCards.product.notFound") },
        back: { to: giftCardsSection.to("main"), label: t("giftCards.detail.backToList") },
      }}
    >
      {(product) => <ManageView product={product} />}
    </DetailPage>
  );
}

// A gift card has no organisation, attributes or sales-channel choice worth editing here.
const GIFT_CARD_EDITS = ["general", "metadata"] as const satisfies readonly EditKind[];

function ManageView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const edits = useProductEdits(product);
  const [editing, setEditing] = useState<EditKind | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <>
      <ProductHeader
        product={product}
        edits={Object.fromEntries(GIFT_CARD_EDITS.map((kind) => [kind, edits[kind].title]))}
        onEdit={setEditing}
        onDelete={() => setConfirmDelete(true)}
      />
      <Stack gap="5">
        <GeneralSection product={product} onEdit={setEditing} />
        <ProductVariantsSection product={product} />
        <MediaSection product={product} />
        <RawJsonSection record={product} />
      </Stack>
      {editing && <Fragment key={editing}>{edits[editing].modal(() => setEditing(null))}</Fragment>}
      <DeleteRecordDialog
        open={confirmDelete}
        onCancel={() => setConfirmDelete(false)}
        mutation={deleteProductsProductMutation()}
        variables={{ path: { id: product.id } }}
        title={t("giftCards.product.deleteTitle")}
        description={t("giftCards.product.deleteBody", { title: product.title })}
        confirmLabel={t("giftCards.product.delete")}
        deleted={t("products.detail.deleted", { title: product.title })}
        listPath={giftCardsSection.to("main")}
      />
    </>
  );
}
