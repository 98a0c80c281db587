// The inventory item of a new reservation, when it is not given: searched on
// the server by SKU or title (like the inventory list), then chosen among the
// first matches. The choice brings the item's locations along.
import { Input, NativeSelect, Stack } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { getInventoryItemsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { DecoratedInventoryItemDto } from "@generated/admin/types.gen";
import { ControlledField } from "@app/components/controls";
import { useDebouncedValue } from "@app/lib/use-debounced-value";
import { stockedVariant } from "../variant";

export interface PickedItem {
  id: string;
  /** Where it is stocked. */
  locationIds: string[];
}

const MATCHES = 20;

export const pickedItem = (item: DecoratedInventoryItemDto): PickedItem => ({ id: item.id ?? "", locationIds: (item.location_levels ?? []).map((l) => l.location_id) });

/** "SKU · variant (product)": what tells items apart. */
export function itemLabel(item: DecoratedInventoryItemDto) {
  const variant = stockedVariant(item);
  const name = variant ? [variant.product?.title, variant.title].filter(Boolean).join(" · ") : item.title;
  return [item.sku, name].filter(Boolean).join(" — ") || (item.id ?? "");
}

interface InventoryItemFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  onPick: (item: PickedItem | undefined) => void;
}

export function InventoryItemField<T extends FieldValues>({ control, name, onPick }: InventoryItemFieldProps<T>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const items = useQuery({ ...getInventoryItemsOptions({ query: { limit: MATCHES, ...(q ? { q } : {}) } }), placeholderData: keepPreviousData });
  const found = items.data?.inventory_items ?? [];
  return (
    <Stack gap="2">
      <Input
        type="search"
        size="sm"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t("inventory.fields.searchItems")}
        aria-label={t("inventory.fields.searchItems")}
        autoFocus
      />
      <ControlledField
        control={control}
        name={name}
        label={t("inventory.fields.item")}
        helper={items.isPending ? t("table.loadingOptions") : found.length === 0 ? t("inventory.fields.noItemFound") : undefined}
        required
        render={(field) => (
          <NativeSelect.Root>
            <NativeSelect.Field
              {...field}
              onChange={(event) => {
                field.onChange(event);
                const chosen = found.find((item) => item.id === event.target.value);
                onPick(chosen ? pickedItem(chosen) : undefined);
              }}
            >
              <option value="">{t("inventory.fields.chooseItem")}</option>
              {found.map((item) => (
                <option key={item.id} value={item.id}>
                  {itemLabel(item)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      />
    </Stack>
  );
}
