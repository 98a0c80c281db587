// /a/products: the products, searched, filtered, sorted and paged by the
// server, with bulk actions, saved views, and the import and export dialogs.
import { Button as ChakraButton, HStack } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { Button } from "@app/components/controls/Button";
import { DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { productsSection } from "../section";
import { productRows, useProductColumns } from "./product-columns";
import { IS_GIFTCARD, productFilterQuery, productListQuery } from "./product-list-query";
import { useHandleMatch, withHandleMatch } from "./use-handle-match";
import { useProductBulkActions } from "./use-product-bulk-actions";
import { useProductFilters } from "./use-product-filters";

// Loaded when opened: the list shows first without their code.
const ImportProductsModal = lazy(() => import("../import/ImportProductsModal").then((m) => ({ default: m.ImportProductsModal })));
const ExportModal = lazy(() => import("@app/components/batch-job/ExportModal").then((m) => ({ default: m.ExportModal })));

export default function ProductListPage() {
  const { t } = useTranslation();
  const filters = useProductFilters();
  const { title, collection, status, inventory, created_at, updated_at } = useProductColumns();
  const columns = [title, collection, status, inventory, created_at, updated_at];
  const { list, query } = useListQuery(productListQuery, { filters, sortKeys: sortKeysOf(columns), defaultSort: "-created_at" });
  const filterQuery = productFilterQuery(list.filters);
  const handleMatch = useHandleMatch(list.q, filterQuery);
  const bulkActions = useProductBulkActions();
  const [dialog, setDialog] = useState<"import" | "export" | null>(null);
  const closeDialog = () => setDialog(null);
  return (
    <>
      <PageHeader
        title={t(productsSection.label)}
        actions={
          <HStack gap="2">
            <Button variant="secondary" size="small" onClick={() => setDialog("import")}>
              {t("products.import.open")}
            </Button>
            <Button variant="secondary" size="small" onClick={() => setDialog("export")}>
              {t("products.export.open")}
            </Button>
            <ChakraButton asChild size="sm">
              <RouterLink to={productsSection.to("create")}>{t("products.create.title")}</RouterLink>
            </ChakraButton>
          </HStack>
        }
      />
      <DataTable
        id="products"
        label={t(productsSection.label)}
        columns={columns}
        list={list}
        filters={filters}
        savedViews
        {...withHandleMatch(productRows(query), handleMatch, list.offset)}
        emptyText={t("products.empty")}
        bulkActions={bulkActions}
      />
      <Suspense fallback={null}>
        {dialog === "import" && <ImportProductsModal onClose={closeDialog} />}
        {dialog === "export" && (
          <ExportModal
            type="product-export"
            // gift cards left out, as in the list
            filters={{ ...filterQuery, is_giftcard: IS_GIFTCARD }}
            searched={list.q !== ""}
            title={t("products.export.title")}
            intro={t("products.export.intro")}
            onClose={closeDialog}
          />
        )}
      </Suspense>
    </>
  );
}
