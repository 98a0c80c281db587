// The price lists' columns.
import { useTranslation } from "react-i18next";
import type { PriceList } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import type { Column } from "@app/components/data-table/types";
import { useFormat } from "@app/i18n/use-format";
import { PriceListStatusBadge } from "../PriceListStatusBadge";

export function usePriceListColumns(): Column<PriceList>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const day = (value: string | null) => (value ? format.date(value) : "—");
  return [
    { key: "name", header: t("pricing.fields.name"), cell: (l) => <CellText>{l.name}</CellText>, sortKey: "name", hideable: false },
    { key: "description", header: t("pricing.fields.description"), cell: (l) => <CellText>{l.description || "—"}</CellText> },
    { key: "type", header: t("pricing.fields.type"), cell: (l) => t(`pricing.type.${l.type}`), sortKey: "type" },
    { key: "status", header: t("pricing.fields.status"), cell: (l) => <PriceListStatusBadge list={l} />, sortKey: "status" },
    { key: "groups", header: t("pricing.fields.customerGroups"), cell: (l) => <CellText>{l.customer_groups?.map((g) => g.name).join(", ") || "—"}</CellText> },
    { key: "starts_at", header: t("pricing.fields.startsAt"), cell: (l) => day(l.starts_at), sortKey: "starts_at" },
    { key: "ends_at", header: t("pricing.fields.endsAt"), cell: (l) => day(l.ends_at), sortKey: "ends_at" },
  ];
}
