// The store's currencies: the default first, then by code. Ticked ones are
// removed together, one by one with its own button, and more are added from
// all currencies with the picker. The default currency cannot be removed
// (the store would be left without one): it has no remove button, and a
// batch that holds it leaves it out and says so. Where the store prices with
// tax included (flag tax_inclusive_pricing), each currency has its switch.
import { Badge, Heading, HStack, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteStoreCurrenciesCodeMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Currency, Store } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { type BulkAction, type Column, DataTable } from "@app/components/data-table/DataTable";
import { useListParams } from "@app/components/data-table/use-list-params";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { useCurrencyColumns } from "./currency-columns";
import { CurrencyPickerModal } from "./CurrencyPickerModal";
import { TaxInclusiveSwitch } from "./TaxInclusiveSwitch";
import { useStoreCurrencies } from "./use-store-currencies";

export function StoreCurrenciesSection({ store }: { store: Store }) {
  const { t } = useTranslation();
  const { isEnabled } = useFeatureFlag();
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<Currency | null>(null);
  const { add, remove } = useStoreCurrencies();
  const isDefault = (c: Currency) => c.code === store.default_currency_code;
  const { code, name, symbol } = useCurrencyColumns();
  const columns: Column<Currency>[] = [
    {
      ...code,
      cell: (c) => (
        <HStack gap="2">
          {code.cell(c)}
          {isDefault(c) && (
            <Badge size="sm" colorPalette="blue">
              {t("settings.currencies.default.badge")}
            </Badge>
          )}
        </HStack>
      ),
    },
    name,
    symbol,
    ...(isEnabled("tax_inclusive_pricing")
      ? [{ key: "includes_tax", header: t("settings.currencies.columns.taxInclusive"), cell: (c: Currency) => <TaxInclusiveSwitch currency={c} /> }]
      : []),
    {
      key: "remove",
      header: "",
      align: "end",
      hideable: false,
      // The default currency has none: the card above says why.
      cell: (c) =>
        isDefault(c) ? null : (
          <Button variant="ghost" size="small" aria-label={t("settings.currencies.remove.one", { code: c.code.toUpperCase() })} onClick={() => setRemoving(c)}>
            {t("settings.currencies.remove.label")}
          </Button>
        ),
    },
  ];
  const list = useListParams();
  const all = [...(store.currencies ?? [])].sort((a, b) => Number(isDefault(b)) - Number(isDefault(a)) || a.code.localeCompare(b.code));
  const rows = all.slice(list.offset, list.offset + list.limit);
  const defaultCode = store.default_currency_code.toUpperCase();
  const removeSelected: BulkAction<Currency> = {
    key: "remove",
    label: t("settings.currencies.remove.label"),
    danger: true,
    confirm: (selected) => {
      const removable = selected.filter((c) => !isDefault(c));
      const keeps = removable.length < selected.length;
      return {
        title: t("settings.currencies.remove.title"),
        description: [
          removable.length > 0 ? t("settings.currencies.remove.body", { count: removable.length }) : t("settings.currencies.remove.defaultCannot"),
          keeps && removable.length > 0 ? t("settings.currencies.remove.keepsDefault", { code: defaultCode }) : "",
        ]
          .filter(Boolean)
          .join(" "),
        confirmLabel: t("settings.currencies.remove.label"),
      };
    },
    run: async (selected) => {
      const codes = selected.filter((c) => !isDefault(c)).map((c) => c.code);
      if (codes.length > 0) await remove(codes);
    },
  };

  return (
    <Stack gap="3" as="section" aria-label={t("settings.currencies.store.title")}>
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {t("settings.currencies.store.title")}
        </Heading>
        <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
          {t("settings.currencies.store.add")}
        </Button>
      </HStack>
      <DataTable
        id="store-currencies"
        label={t("settings.currencies.store.title")}
        columns={columns}
        list={list}
        rows={rows}
        count={all.length}
        rowKey={(c) => c.code}
        rowLabel={(c) => c.code.toUpperCase()}
        isLoading={false}
        error={null}
        onRetry={() => {}}
        searchable={false}
        emptyText={t("settings.currencies.store.empty")}
        bulkActions={[removeSelected]}
      />
      <CurrencyPickerModal open={picking} onClose={() => setPicking(false)} exclude={all.map((c) => c.code)} onConfirm={add} />
      {removing && (
        <ConfirmMutationDialog
          open
          onCancel={() => setRemoving(null)}
          mutation={deleteStoreCurrenciesCodeMutation()}
          variables={{ path: { code: removing.code } }}
          title={t("settings.currencies.remove.title")}
          description={t("settings.currencies.remove.body", { count: 1 })}
          confirmLabel={t("settings.currencies.remove.one", { code: removing.code.toUpperCase() })}
          danger
          done={t("settings.currencies.remove.done", { count: 1 })}
          onDone={() => setRemoving(null)}
        />
      )}
    </Stack>
  );
}
