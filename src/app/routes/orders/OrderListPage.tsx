import { Badge } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";
import { type Column, DataTable, type FilterDef } from "@app/components/data-table/DataTable";
import { dateRangeQuery, selectedValues } from "@app/components/data-table/filter-values";
import { sortKeysOf, useListParams } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { type OrderListFilters, orderListQuery } from "./order-list-query";

type Filter<K extends keyof OrderListFilters> = NonNullable<OrderListFilters[K]>;

// The values the server filters by, in the order they are offered.
const STATUSES: Filter<"status"> = ["pending", "completed", "archived", "canceled", "requires_action"];
const PAYMENT_STATUSES: Filter<"payment_status"> = ["not_paid", "awaiting", "captured", "partially_refunded", "refunded", "canceled", "requires_action"];
const FULFILLMENT_STATUSES: Filter<"fulfillment_status"> = [
  "not_fulfilled",
  "partially_fulfilled",
  "fulfilled",
  "partially_shipped",
  "shipped",
  "partially_returned",
  "returned",
  "canceled",
  "requires_action",
];

export default function OrderListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const filters = useMemo<FilterDef[]>(
    () => [
      { kind: "multi", key: "status", label: t("orders.filters.status"), options: STATUSES.map((v) => ({ value: v, label: t(`orders.status.${v}`) })) },
      { kind: "multi", key: "payment_status", label: t("orders.filters.payment"), options: PAYMENT_STATUSES.map((v) => ({ value: v, label: t(`orders.paymentStatus.${v}`) })) },
      {
        kind: "multi",
        key: "fulfillment_status",
        label: t("orders.filters.fulfillment"),
        options: FULFILLMENT_STATUSES.map((v) => ({ value: v, label: t(`orders.fulfillmentStatus.${v}`) })),
      },
      { kind: "dateRange", key: "created", label: t("orders.filters.created") },
    ],
    [t],
  );
  const columns: Column<Order>[] = [
    { key: "display_id", header: t("orders.columns.order"), cell: (o) => `#${o.display_id}`, sortKey: "display_id", firstSort: "desc", hideable: false },
    { key: "created_at", header: t("orders.columns.date"), cell: (o) => format.date(o.created_at), sortKey: "created_at", firstSort: "desc" },
    {
      key: "customer",
      header: t("orders.columns.customer"),
      cell: (o) => [o.customer?.first_name, o.customer?.last_name].filter(Boolean).join(" ") || o.email,
    },
    { key: "status", header: t("orders.columns.status"), cell: (o) => <Badge>{t(`orders.status.${o.status}`)}</Badge> },
    { key: "fulfillment", header: t("orders.columns.fulfillment"), cell: (o) => <Badge>{t(`orders.fulfillmentStatus.${o.fulfillment_status}`)}</Badge> },
    { key: "payment", header: t("orders.columns.payment"), cell: (o) => <Badge>{t(`orders.paymentStatus.${o.payment_status}`)}</Badge> },
    // Not sortable: Medusa 1.20 cannot order by `total`, a computed field (the server answers 500).
    { key: "total", header: t("orders.columns.total"), align: "end", cell: (o) => format.money(o.total ?? 0, o.currency_code) },
  ];
  const list = useListParams({ filters, sortKeys: sortKeysOf(columns), defaultSort: "-created_at" });
  const orders = useQuery({
    ...orderListQuery({
      offset: list.offset,
      limit: list.limit,
      q: list.q,
      order: list.order,
      status: selectedValues(list.filters, "status"),
      payment_status: selectedValues(list.filters, "payment_status"),
      fulfillment_status: selectedValues(list.filters, "fulfillment_status"),
      created_at: dateRangeQuery(list.filters, "created"),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title={t("nav.orders")} />
      <DataTable
        id="orders"
        label={t("nav.orders")}
        columns={columns}
        list={list}
        filters={filters}
        rows={orders.data?.orders}
        count={orders.data?.count}
        rowKey={(o) => o.id}
        rowHref={(o) => `/a/orders/${o.id}`}
        isLoading={orders.isPending}
        isStale={orders.isPlaceholderData}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        emptyText={t("orders.empty")}
      />
    </>
  );
}
