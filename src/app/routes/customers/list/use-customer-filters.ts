// The customers list's filters: account or not, the store's customer groups,
// and the day range of creation (their server query: ./customer-list-query.ts).
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FilterDef } from "@app/components/data-table/types";
import { useCustomerGroupOptions } from "@app/routes/option-queries";
import { ACCOUNT_CHOICES } from "./customer-list-query";

export function useCustomerFilters(): FilterDef[] {
  const { t } = useTranslation();
  const groups = useCustomerGroupOptions();
  return useMemo<FilterDef[]>(
    () => [
      { kind: "multi", key: "account", label: t("customers.filters.account"), options: ACCOUNT_CHOICES.map((v) => ({ value: v, label: t(`customers.account.${v}`) })) },
      { kind: "multi", key: "groups", label: t("customers.filters.groups"), options: groups.options, loading: groups.loading },
      { kind: "dateRange", key: "created", label: t("customers.filters.created") },
    ],
    [t, groups],
  );
}
