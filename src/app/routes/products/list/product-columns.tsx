// A table of products: its rows and the columns it can show, the product
// (thumbnail and title, the row's link), collection, status, inventory, and
// the created / updated dates. The products list shows them all; other lists
// of products (a collection's) pick some, so a product reads the same everywhere.
import { HStack } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { AdminProductsListRes, PricedProduct } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import { queryState } from "@app/components/data-table/query-state";
import type { Column } from "@app/components/data-table/types";
import { ProductStatusBadge } from "@app/components/product/ProductStatusBadge";
import { ProductThumbnail } from "@app/components/product/ProductThumbnail";
import { useFormat } from "@app/i18n/use-format";
import { productsSection } from "../section";

/** Units in stock over all variants (their `inventory_quantity`). */
const stockOf = (p: PricedProduct) => (p.variants ?? []).reduce((sum, v) => sum + (v.inventory_quantity ?? 0), 0);

/** A DataTable's rows from a products query, each with its key, page (the row's link) and name for screen readers. */
export const productRows = (query: UseQueryResult<AdminProductsListRes, unknown>) => ({
  rows: query.data?.products,
  count: query.data?.count,
  rowKey: (p: PricedProduct) => p.id!,
  rowHref: (p: PricedProduct) => productsSection.to("detail", { id: p.id! }),
  rowLabel: (p: PricedProduct) => p.title,
  ...queryState(query),
});

type ProductColumn = "title" | "collection" | "status" | "inventory" | "created_at" | "updated_at";

export function useProductColumns(): Record<ProductColumn, Column<PricedProduct>> {
  const { t } = useTranslation();
  const format = useFormat();
  return {
    title: {
      key: "title",
      header: t("products.columns.title"),
      sortKey: "title",
      hideable: false,
      cell: (p) => (
        <HStack gap="3">
          <ProductThumbnail src={p.thumbnail} />
          <CellText>{p.title}</CellText>
        </HStack>
      ),
    },
    collection: { key: "collection", header: t("products.columns.collection"), cell: (p) => (p.collection ? <CellText>{p.collection.title}</CellText> : "—") },
    status: {
      key: "status",
      header: t("products.columns.status"),
      cell: (p) => <ProductStatusBadge status={p.status} />,
    },
    inventory: {
      key: "inventory",
      header: t("products.list.columns.inventory"),
      cell: (p) => t("products.list.inventory", { count: p.variants?.length ?? 0, stock: stockOf(p) }),
    },
    created_at: { key: "created_at", header: t("products.columns.created"), cell: (p) => (p.created_at ? format.date(p.created_at) : "—"), sortKey: "created_at", firstSort: "desc" },
    updated_at: { key: "updated_at", header: t("products.columns.updated"), cell: (p) => (p.updated_at ? format.date(p.updated_at) : "—"), sortKey: "updated_at", firstSort: "desc" },
  };
}
