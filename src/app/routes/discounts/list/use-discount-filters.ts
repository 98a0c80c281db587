// The discounts list's filters: type, status, dynamic or not, region (which of
// them the server answers: ./discount-list-query.ts).
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FilterDef } from "@app/components/data-table/types";
import { useRegionOptions } from "@app/routes/option-queries";
import { DISCOUNT_STATUSES } from "../components/discount-status";
import { DISCOUNT_TYPES, DYNAMIC_CHOICES } from "./discount-list-query";

export function useDiscountFilters(): FilterDef[] {
  const { t } = useTranslation();
  const regions = useRegionOptions();
  return useMemo(
    () => [
      { kind: "multi", key: "type", label: t("discounts.fields.type"), options: DISCOUNT_TYPES.map((v) => ({ value: v, label: t(`discounts.types.${v}`) })) },
      { kind: "multi", key: "status", label: t("discounts.fields.status"), options: DISCOUNT_STATUSES.map((v) => ({ value: v, label: t(`discounts.status.${v}`) })) },
      { kind: "multi", key: "dynamic", label: t("discounts.fields.dynamic"), options: DYNAMIC_CHOICES.map((v) => ({ value: v, label: t(`discounts.dynamicChoice.${v}`) })) },
      { kind: "multi", key: "region", label: t("discounts.fields.regions"), options: regions.options, loading: regions.loading },
    ],
    [t, regions],
  );
}
