// /a/orders: the orders, searched, filtered, sorted and paged by the server,
// with the views every store has, saved views, and the export.
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls/Button";
import { DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { ordersSection } from "../section";
import { useOrderColumns, useOrderFilters } from "./order-columns";
import { GIVEN_VIEWS, orderFilterQuery, orderListQuery } from "./order-list-query";

// Loaded when opened: the list shows first without its code.
const ExportModal = lazy(() => import("@app/components/batch-job/ExportModal").then((m) => ({ default: m.ExportModal })));

export default function OrderListPage() {
  const { t } = useTranslation();
  const filters = useOrderFilters();
  const columns = useOrderColumns();
  const { list, query } = useListQuery(orderListQuery, { filters, sortKeys: sortKeysOf(columns), defaultSort: "-created_at" });
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <PageHeader
        title={t(ordersSection.label)}
        actions={
          <Button variant="secondary" size="small" onClick={() => setExporting(true)}>
            {t("orders.export.open")}
          </Button>
        }
      />
      <DataTable
        id="orders"
        label={t(ordersSection.label)}
        columns={columns}
        list={list}
        filters={filters}
        rows={query.data?.orders}
        count={query.data?.count}
        rowKey={(o) => o.id}
        rowHref={(o) => ordersSection.to("detail", { id: o.id })}
        {...queryState(query)}
        emptyText={t("orders.empty")}
        savedViews
        givenViews={[
          { name: t("orders.views.complete"), view: GIVEN_VIEWS.complete },
          { name: t("orders.views.incomplete"), view: GIVEN_VIEWS.incomplete },
        ]}
      />
      <Suspense fallback={null}>
        {exporting && (
          <ExportModal
            type="order-export"
            filters={orderFilterQuery(list.filters)}
            searched={list.q !== ""}
            title={t("orders.export.title")}
            intro={t("orders.export.intro")}
            onClose={() => setExporting(false)}
          />
        )}
      </Suspense>
    </>
  );
}
