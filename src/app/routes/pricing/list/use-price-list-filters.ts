// The price lists' filters: status (as read: scheduled and expired too), type,
// customer group, created / updated days (their server query: ./price-list-list-query.ts).
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FilterDef } from "@app/components/data-table/types";
import { useCustomerGroupOptions } from "@app/routes/option-queries";
import { PRICE_LIST_STATUSES } from "../price-list-status";

export function usePriceListFilters(): FilterDef[] {
  const { t } = useTranslation();
  const groups = useCustomerGroupOptions();
  return useMemo(
    () => [
      { kind: "multi", key: "status", label: t("pricing.fields.status"), options: PRICE_LIST_STATUSES.map((s) => ({ value: s, label: t(`pricing.status.${s}`) })) },
      { kind: "multi", key: "type", label: t("pricing.fields.type"), options: (["sale", "override"] as const).map((v) => ({ value: v, label: t(`pricing.type.${v}`) })) },
      { kind: "multi", key: "customer_groups", label: t("pricing.fields.customerGroups"), options: groups.options, loading: groups.loading },
      { kind: "dateRange", key: "created", label: t("pricing.list.created") },
      { kind: "dateRange", key: "updated", label: t("pricing.list.updated") },
    ],
    [t, groups],
  );
}
