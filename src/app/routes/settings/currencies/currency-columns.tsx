// How a currency reads in a table: its code (upper case), name and symbol.
import { useTranslation } from "react-i18next";
import type { Currency } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import type { Column } from "@app/components/data-table/types";

export function useCurrencyColumns() {
  const { t } = useTranslation();
  const code: Column<Currency> = { key: "code", header: t("settings.currencies.columns.code"), hideable: false, cell: (c) => c.code.toUpperCase() };
  const name: Column<Currency> = { key: "name", header: t("settings.currencies.columns.name"), cell: (c) => <CellText>{c.name}</CellText> };
  const symbol: Column<Currency> = { key: "symbol", header: t("settings.currencies.columns.symbol"), cell: (c) => c.symbol_native };
  return { code, name, symbol };
}
