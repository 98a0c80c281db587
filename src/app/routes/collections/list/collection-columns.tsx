// The collections list's columns.
import { useTranslation } from "react-i18next";
import type { ProductCollection } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import type { Column } from "@app/components/data-table/types";
import { useFormat } from "@app/i18n/use-format";

export function useCollectionColumns(): Column<ProductCollection>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    { key: "title", header: t("collections.fields.title"), cell: (c) => <CellText>{c.title}</CellText>, sortKey: "title", hideable: false },
    { key: "handle", header: t("collections.fields.handle"), cell: (c) => <CellText>{c.handle ? `/${c.handle}` : "—"}</CellText>, sortKey: "handle" },
    // The list answers each collection with all its products.
    { key: "products", header: t("collections.columns.products"), align: "end", cell: (c) => c.products?.length ?? 0 },
    { key: "created_at", header: t("collections.columns.created"), cell: (c) => format.date(c.created_at), sortKey: "created_at", firstSort: "desc" },
    { key: "updated_at", header: t("collections.columns.updated"), cell: (c) => format.date(c.updated_at), sortKey: "updated_at", firstSort: "desc" },
  ];
}
