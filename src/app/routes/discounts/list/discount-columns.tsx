// The discounts list's columns.
import { useTranslation } from "react-i18next";
import type { Discount } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import type { Column } from "@app/components/data-table/types";
import { useFormat } from "@app/i18n/use-format";
import { DiscountStatusBadge } from "../components/DiscountStatusBadge";
import { useDiscountValue } from "../components/use-discount-value";

export function useDiscountColumns(): Column<Discount>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const value = useDiscountValue();
  return [
    { key: "code", header: t("discounts.fields.code"), cell: (d) => <CellText>{d.code}</CellText>, sortKey: "code", hideable: false },
    { key: "description", header: t("discounts.fields.description"), cell: (d) => <CellText>{d.rule?.description || "—"}</CellText> },
    { key: "value", header: t("discounts.fields.value"), cell: (d) => value(d) },
    { key: "status", header: t("discounts.fields.status"), cell: (d) => <DiscountStatusBadge discount={d} /> },
    {
      key: "redemptions",
      header: t("discounts.fields.redemptions"),
      align: "end",
      cell: (d) => (d.usage_limit == null ? format.number(d.usage_count) : `${format.number(d.usage_count)} / ${format.number(d.usage_limit)}`),
    },
    { key: "starts_at", header: t("discounts.fields.startsAt"), cell: (d) => format.date(d.starts_at) },
    { key: "ends_at", header: t("discounts.fields.endsAt"), cell: (d) => (d.ends_at ? format.date(d.ends_at) : "—") },
    { key: "created_at", header: t("discounts.fields.created"), cell: (d) => format.date(d.created_at), sortKey: "created_at", firstSort: "desc" },
  ];
}
