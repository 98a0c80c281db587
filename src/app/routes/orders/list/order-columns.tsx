// The orders list's columns and filters.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import type { Column, FilterDef } from "@app/components/data-table/types";
import { useFormat } from "@app/i18n/use-format";
import { useRegionOptions, useSalesChannelOptions } from "@app/routes/option-queries";
import { customerName } from "../detail/customer/customer-label";
import { FulfillmentBadge, PaymentBadge, StatusBadge } from "../components/OrderStatusBadges";
import { FULFILLMENT_STATUSES, PAYMENT_STATUSES, STATUSES } from "./order-list-query";

export function useOrderFilters(): FilterDef[] {
  const { t } = useTranslation();
  const regions = useRegionOptions();
  const salesChannels = useSalesChannelOptions();
  return useMemo<FilterDef[]>(
    () => [
      { kind: "multi", key: "status", label: t("orders.filters.status"), options: STATUSES.map((v) => ({ value: v, label: t(`orders.status.${v}`) })) },
      { kind: "multi", key: "payment_status", label: t("orders.filters.payment"), options: PAYMENT_STATUSES.map((v) => ({ value: v, label: t(`orders.paymentStatus.${v}`) })) },
      {
        kind: "multi",
        key: "fulfillment_status",
        label: t("orders.filters.fulfillment"),
        options: FULFILLMENT_STATUSES.map((v) => ({ value: v, label: t(`orders.fulfillmentStatus.${v}`) })),
      },
      { kind: "multi", key: "region_id", label: t("orders.filters.region"), options: regions.options, loading: regions.loading },
      { kind: "multi", key: "sales_channel_id", label: t("orders.filters.salesChannel"), options: salesChannels.options, loading: salesChannels.loading },
      { kind: "dateRange", key: "created", label: t("orders.filters.created") },
    ],
    [t, regions, salesChannels],
  );
}

export function useOrderColumns(): Column<Order>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    { key: "display_id", header: t("orders.columns.order"), cell: (o) => `#${o.display_id}`, sortKey: "display_id", firstSort: "desc", hideable: false },
    { key: "created_at", header: t("orders.columns.date"), cell: (o) => format.date(o.created_at), sortKey: "created_at", firstSort: "desc" },
    { key: "customer", header: t("orders.columns.customer"), cell: (o) => <CellText>{customerName(o)}</CellText> },
    { key: "status", header: t("orders.columns.status"), cell: (o) => <StatusBadge order={o} /> },
    { key: "fulfillment", header: t("orders.columns.fulfillment"), cell: (o) => <FulfillmentBadge order={o} /> },
    { key: "payment", header: t("orders.columns.payment"), cell: (o) => <PaymentBadge order={o} /> },
    { key: "sales_channel", header: t("orders.columns.salesChannel"), cell: (o) => <CellText>{o.sales_channel?.name ?? "—"}</CellText> },
    // Not sortable: Medusa 1.20 cannot order by `total`, a computed field (the server answers 500).
    { key: "total", header: t("orders.columns.total"), align: "end", cell: (o) => format.money(o.total ?? 0, o.currency_code) },
  ];
}
