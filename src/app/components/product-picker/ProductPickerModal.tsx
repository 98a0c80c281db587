// Picks products to add to a collection, a category…: the generic picker
// (../picker/PickerModal) over the store's products, each row its thumbnail,
// title and status.
import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PricedProduct } from "@generated/admin/types.gen";
import { PickerModal, type PickerModalProps } from "../picker/PickerModal";
import { ProductStatusBadge } from "../product/ProductStatusBadge";
import { ProductThumbnail } from "../product/ProductThumbnail";
import { usePickerProducts } from "./use-picker-products";

export type ProductPickerModalProps = Pick<PickerModalProps<PricedProduct>, "open" | "onClose" | "title" | "exclude" | "onConfirm">;

export function ProductPickerModal(props: ProductPickerModalProps) {
  const { t } = useTranslation();
  return (
    <PickerModal<PricedProduct>
      {...props}
      useList={usePickerProducts}
      columns={[
        {
          header: t("productPicker.columns.product"),
          cell: (p) => (
            <>
              <ProductThumbnail src={p.thumbnail} />
              <Text>{p.title}</Text>
            </>
          ),
        },
        { header: t("productPicker.columns.status"), cell: (p) => <ProductStatusBadge status={p.status} /> },
      ]}
      rowKey={(p) => p.id!}
      rowLabel={(p) => p.title}
      searchLabel={t("productPicker.search")}
      emptyText={t("productPicker.empty")}
      addLabel={(count) => t("productPicker.add", { count })}
    />
  );
}
