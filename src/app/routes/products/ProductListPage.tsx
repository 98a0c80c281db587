import { Button as ChakraButton, HStack } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { Button } from "@app/components/controls/Button";
import { DataTable } from "@app/components/data-table/DataTable";
import { sortKeysOf, useListParams } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { productRows, useProductColumns } from "./list/product-columns";
import { useHandleMatch, withHandleMatch } from "./list/use-handle-match";
import { productFilterQuery, useProductFilters } from "./list/use-product-filters";
import { productListQuery } from "./product-list-query";
import { useProductBulkActions } from "./use-product-bulk-actions";

// Loaded when opened: the list shows first without their code.
const ImportProductsModal = lazy(() => import("./import/ImportProductsModal").then((m) => ({ default: m.ImportProductsModal })));
const ExportProductsModal = lazy(() => import("./export/ExportProductsModal").then((m) => ({ default: m.ExportProductsModal })));

export default function ProductListPage() {
  const { t } = useTranslation();
  const filters = useProductFilters();
  const { title, collection, status, inventory, created_at, updated_at } = useProductColumns();
  const columns = [title, collection, status, inventory, created_at, updated_at];
  const list = useListParams({ filters, sortKeys: sortKeysOf(columns), defaultSort: "-created_at" });
  const filterQuery = productFilterQuery(list.filters);
  const products = useQuery({
    ...productListQuery({ offset: list.offset, limit: list.limit, q: list.q, order: list.order, ...filterQuery }),
    placeholderData: keepPreviousData,
  });
  const handleMatch = useHandleMatch(list.q, filterQuery);
  const bulkActions = useProductBulkActions();
  const [dialog, setDialog] = useState<"import" | "export" | null>(null);
  const closeDialog = () => setDialog(null);
  return (
    <>
      <PageHeader
        title={t("nav.products")}
        actions={
          <HStack gap="2">
            <Button variant="secondary" size="small" onClick={() => setDialog("import")}>
              {t("products.import.open")}
            </Button>
            <Button variant="secondary" size="small" onClick={() => setDialog("export")}>
              {t("products.export.open")}
            </Button>
            <ChakraButton asChild size="sm">
              <RouterLink to="/a/products/new">{t("products.create.title")}</RouterLink>
            </ChakraButton>
          </HStack>
        }
      />
      <DataTable
        id="products"
        label={t("nav.products")}
        columns={columns}
        list={list}
        filters={filters}
        savedViews
        {...withHandleMatch(productRows(products), handleMatch, list.offset)}
        emptyText={t("products.empty")}
        bulkActions={bulkActions}
      />
      <Suspense fallback={null}>
        {dialog === "import" && <ImportProductsModal onClose={closeDialog} />}
        {dialog === "export" && <ExportProductsModal filters={filterQuery} searched={list.q !== ""} onClose={closeDialog} />}
      </Suspense>
    </>
  );
}
