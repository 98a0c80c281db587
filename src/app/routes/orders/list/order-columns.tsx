// The orders list's columns and filters.
import { Badge } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import type { Column, FilterDef } from "@app/components/data-table/types";
import { useFormat } from "@app/i18n/use-format";
import { FULFILLMENT_STATUSES, PAYMENT_STATUSES, STATUSES } from "./order-list-query";

export function useOrderFilters(): FilterDef[] {
  const { t } = useTranslation();
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
      { kind: "dateRange", key: "created", label: t("orders.filters.created") },
    ],
    [t],
  );
}

export function useOrderColumns(): Column<Order>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    { key: "display_id", header: t("orders.columns.order"), cell: (o) => `#${o.display_id}`, sortKey: "display_id", firstSort: "desc", hideable: false },
    { key: "created_at", header: t("orders.columns.date"), cell: (o) => format.date(o.created_at), sortKey: "created_at", firstSort: "desc" },
    {
      key: "customer",
      header: t("orders.columns.customer"),
      cell: (o) => <CellText>{[o.customer?.first_name, o.customer?.last_name].filter(Boolean).join(" ") || o.email}</CellText>,
    },
    { key: "status", header: t("orders.columns.status"), cell: (o) => <Badge>{t(`orders.status.${o.status}`)}</Badge> },
    { key: "fulfillment", header: t("orders.columns.fulfillment"), cell: (o) => <Badge>{t(`orders.fulfillmentStatus.${o.fulfillment_status}`)}</Badge> },
    { key: "payment", header: t("orders.columns.payment"), cell: (o) => <Badge>{t(`orders.paymentStatus.${o.payment_status}`)}</Badge> },
    // Not sortable: Medusa 1.20 cannot order by `total`, a computed field (the server answers 500).
    { key: "total", header: t("orders.columns.total"), align: "end", cell: (o) => format.money(o.total ?? 0, o.currency_code) },
  ];
}
