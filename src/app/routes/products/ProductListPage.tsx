import { Badge, Button } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { PricedProduct } from "../../../generated/admin/types.gen";
import { type Column, DataTable } from "../../components/data-table/DataTable";
import { useListParams } from "../../components/data-table/use-list-params";
import { PageHeader } from "../../components/PageHeader";
import { productListQuery } from "./product-list-query";

export default function ProductListPage() {
  const { t } = useTranslation();
  const { offset, limit, setPage } = useListParams();
  const products = useQuery({
    ...productListQuery({ offset, limit }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<PricedProduct>[] = [
    { key: "title", header: t("products.columns.title"), cell: (p) => p.title },
    { key: "collection", header: t("products.columns.collection"), cell: (p) => p.collection?.title ?? "—" },
    { key: "status", header: t("products.columns.status"), cell: (p) => <Badge>{t(`products.status.${p.status}`)}</Badge> },
    { key: "variants", header: t("products.columns.variants"), align: "end", cell: (p) => p.variants?.length ?? 0 },
  ];
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
        label={t("nav.products")}
        columns={columns}
        rows={products.data?.products}
        count={products.data?.count}
        rowKey={(p) => p.id!}
        isLoading={products.isPending}
        error={products.error}
        onRetry={() => void products.refetch()}
        offset={offset}
        limit={limit}
        onPage={setPage}
        emptyText={t("products.empty")}
      />
    </>
  );
}
