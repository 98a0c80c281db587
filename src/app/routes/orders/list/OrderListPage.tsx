// /a/orders: the orders, searched, filtered, sorted and paged by the server.
import { useTranslation } from "react-i18next";
import { DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { ordersSection } from "../section";
import { useOrderColumns, useOrderFilters } from "./order-columns";
import { orderListQuery } from "./order-list-query";

export default function OrderListPage() {
  const { t } = useTranslation();
  const filters = useOrderFilters();
  const columns = useOrderColumns();
  const { list, query } = useListQuery(orderListQuery, { filters, sortKeys: sortKeysOf(columns), defaultSort: "-created_at" });
  return (
    <>
      <PageHeader title={t(ordersSection.label)} />
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
      />
    </>
  );
}
