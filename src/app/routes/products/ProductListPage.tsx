import { Badge, Button } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { PricedProduct } from "../../../generated/admin/types.gen";
import { type Column, DataTable, type FilterDef } from "../../components/data-table/DataTable";
import { selectedValues } from "../../components/data-table/filter-values";
import { sortKeysOf, useListParams } from "../../components/data-table/use-list-params";
import { PageHeader } from "../../components/PageHeader";
import { useFormat } from "../../i18n/use-format";
import { type ProductListFilters, productListQuery } from "./product-list-query";
import { useProductBulkActions } from "./use-product-bulk-actions";

const STATUSES: NonNullable<ProductListFilters["status"]> = ["draft", "proposed", "published", "rejected"];

export default function ProductListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const filters = useMemo<FilterDef[]>(
    () => [{ kind: "multi", key: "status", label: t("products.columns.status"), options: STATUSES.map((v) => ({ value: v, label: t(`products.status.${v}`) })) }],
    [t],
  );
  const columns: Column<PricedProduct>[] = [
    { key: "title", header: t("products.columns.title"), cell: (p) => p.title, sortKey: "title", hideable: false },
    { key: "collection", header: t("products.columns.collection"), cell: (p) => p.collection?.title ?? "—" },
    { key: "status", header: t("products.columns.status"), cell: (p) => <Badge>{t(`products.status.${p.status}`)}</Badge> },
    { key: "variants", header: t("products.columns.variants"), align: "end", cell: (p) => p.variants?.length ?? 0 },
    { key: "created_at", header: t("products.columns.created"), cell: (p) => (p.created_at ? format.date(p.created_at) : "—"), sortKey: "created_at", firstSort: "desc" },
    { key: "updated_at", header: t("products.columns.updated"), cell: (p) => (p.updated_at ? format.date(p.updated_at) : "—"), sortKey: "updated_at", firstSort: "desc" },
  ];
  const list = useListParams({ filters, sortKeys: sortKeysOf(columns), defaultSort: "-created_at" });
  const products = useQuery({
    ...productListQuery({ offset: list.offset, limit: list.limit, q: list.q, order: list.order, status: selectedValues(list.filters, "status") }),
    placeholderData: keepPreviousData,
  });
  const bulkActions = useProductBulkActions();
  return (
    <>
      <PageHeader
        title={t("nav.products")}
        actions={
          <Button asChild size="sm">
            <RouterLink to="/a/products/new">{t("products.create.title")}</RouterLink>
          </Button>
        }
      />
      <DataTable
        id="products"
        label={t("nav.products")}
        columns={columns}
        list={list}
        filters={filters}
        rows={products.data?.products}
        count={products.data?.count}
        rowKey={(p) => p.id!}
        rowHref={(p) => `/a/products/${p.id}`}
        rowLabel={(p) => p.title}
        isLoading={products.isPending}
        isStale={products.isPlaceholderData}
        error={products.error}
        onRetry={() => void products.refetch()}
        emptyText={t("products.empty")}
        bulkActions={bulkActions}
      />
    </>
  );
}
