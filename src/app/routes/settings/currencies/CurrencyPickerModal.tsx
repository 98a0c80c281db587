// Picks currencies to add to the store from all the currencies the server
// knows (GET /admin/currencies, searched by code and name, paged); the
// store's own are shown as added.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getCurrenciesOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Currency } from "@generated/admin/types.gen";
import { type PickerList, PickerModal } from "@app/components/picker/PickerModal";
import { usePickerSearch } from "@app/components/picker/use-picker-search";
import { useCurrencyColumns } from "./currency-columns";

function usePickerCurrencies(): PickerList<Currency> {
  const { query: page, ...search } = usePickerSearch();
  const query = useQuery({ ...getCurrenciesOptions({ query: { ...page, order: "code" } }), placeholderData: keepPreviousData });
  return { ...search, query, rows: query.data?.currencies, count: query.data?.count ?? 0 };
}

interface CurrencyPickerModalProps {
  open: boolean;
  onClose: () => void;
  /** The store's currencies (codes). */
  exclude: readonly string[];
  onConfirm: (codes: string[]) => Promise<unknown>;
}

export function CurrencyPickerModal(props: CurrencyPickerModalProps) {
  const { t } = useTranslation();
  const { code, name, symbol } = useCurrencyColumns();
  return (
    <PickerModal<Currency>
      {...props}
      title={t("settings.currencies.store.add")}
      useList={usePickerCurrencies}
      columns={[
        { header: code.header, cell: code.cell },
        { header: name.header, cell: name.cell },
        { header: symbol.header, cell: symbol.cell },
      ]}
      rowKey={(c) => c.code}
      rowLabel={(c) => `${c.code.toUpperCase()} ${c.name}`}
      searchLabel={t("settings.currencies.store.search")}
      emptyText={t("settings.currencies.store.noneFound")}
      addLabel={(count) => t("settings.currencies.store.addCount", { count })}
    />
  );
}
