// /a/draft-orders: the draft orders, searched (number or email), filtered by
// status and date and paged by the server; "Create draft order" opens the wizard.
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls/Button";
import { DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { PageHeader } from "@app/components/PageHeader";
import { draftOrdersSection } from "../section";
import { draftCustomer, useDraftOrderColumns, useDraftOrderFilters } from "./draft-order-columns";
import { draftOrderListQuery } from "./draft-order-list-query";

// Loaded when opened: the list shows first without the wizard's code.
const CreateDraftOrderModal = lazy(() => import("../create/CreateDraftOrderModal").then((m) => ({ default: m.CreateDraftOrderModal })));

export default function DraftOrderListPage() {
  const { t } = useTranslation();
  const filters = useDraftOrderFilters();
  const columns = useDraftOrderColumns();
  // Medusa 1.20 lists drafts in its own order (`order` is not read): no column sorts.
  const { list, query } = useListQuery(draftOrderListQuery, { filters });
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t(draftOrdersSection.label)}
        actions={
          <Button size="small" onClick={() => setCreating(true)}>
            {t("draftOrders.create.open")}
          </Button>
        }
      />
      <DataTable
        id="draft-orders"
        label={t(draftOrdersSection.label)}
        columns={columns}
        list={list}
        filters={filters}
        rows={query.data?.draft_orders}
        count={query.data?.count}
        rowKey={(d) => d.id}
        rowHref={(d) => draftOrdersSection.to("detail", { id: d.id })}
        rowLabel={(d) => t("draftOrders.rowLabel", { number: `#${d.display_id}`, customer: draftCustomer(d) })}
        {...queryState(query)}
        emptyText={t("draftOrders.empty")}
      />
      <Suspense fallback={null}>{creating && <CreateDraftOrderModal onClose={() => setCreating(false)} />}</Suspense>
    </>
  );
}
