// The draft orders list's columns and filters.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DraftOrder } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import type { Column, FilterDef } from "@app/components/data-table/types";
import { useFormat } from "@app/i18n/use-format";
import { personName } from "@app/lib/person-name";
import { draftAmount, draftCurrency } from "../components/draft-money";
import { DraftStatusBadge } from "../components/DraftStatusBadge";
import { STATUSES } from "./draft-order-list-query";

export function useDraftOrderFilters(): FilterDef[] {
  const { t } = useTranslation();
  return useMemo<FilterDef[]>(
    () => [
      { kind: "multi", key: "status", label: t("draftOrders.columns.status"), options: STATUSES.map((v) => ({ value: v, label: t(`draftOrders.status.${v}`) })) },
      { kind: "dateRange", key: "created", label: t("draftOrders.columns.date") },
    ],
    [t],
  );
}

/** The customer's name, else the draft's email. */
export const draftCustomer = (draft: DraftOrder) => (draft.cart?.customer && personName(draft.cart.customer)) || draft.cart?.email || "—";

export function useDraftOrderColumns(): Column<DraftOrder>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    { key: "display_id", header: t("draftOrders.columns.draft"), cell: (d) => `#${d.display_id}`, hideable: false },
    { key: "created_at", header: t("draftOrders.columns.date"), cell: (d) => format.date(d.created_at) },
    { key: "customer", header: t("draftOrders.columns.customer"), cell: (d) => <CellText>{draftCustomer(d)}</CellText> },
    { key: "status", header: t("draftOrders.columns.status"), cell: (d) => <DraftStatusBadge draft={d} /> },
    {
      key: "amount",
      header: t("draftOrders.columns.amount"),
      align: "end",
      cell: (d) => (draftCurrency(d.cart) ? format.money(draftAmount(d.cart), draftCurrency(d.cart)) : "—"),
    },
  ];
}
