// The prices a variant is edited with: one per store currency (no region),
// then one per region (in the region's currency). A variant's other prices
// (quantity tiers, price lists, currencies the store dropped) are left alone.
import type { MoneyAmount, ProductVariant, Region } from "@generated/admin/types.gen";
import type { zAdminPostProductsProductVariantsVariantReq } from "@generated/admin/zod.gen";
import type { z } from "zod/mini";

export interface PriceColumn {
  /** "usd" for a currency, the region's id for a region. */
  key: string;
  currency: string;
  regionId?: string;
  /** "USD", or the region's name and currency: "Europe (EUR)". */
  label: string;
}

export type PriceReq = NonNullable<z.infer<typeof zAdminPostProductsProductVariantsVariantReq>["prices"]>[number];

export function priceColumns(currencyCodes: readonly string[], regions: readonly Pick<Region, "id" | "name" | "currency_code">[]): PriceColumn[] {
  return [
    ...currencyCodes.map((code) => ({ key: code, currency: code, label: code.toUpperCase() })),
    ...regions.map((r) => ({ key: r.id, currency: r.currency_code, regionId: r.id, label: `${r.name} (${r.currency_code.toUpperCase()})` })),
  ];
}

const isBasePrice = (p: MoneyAmount) => !p.price_list_id && p.min_quantity == null && p.max_quantity == null;

const isColumnPrice = (p: MoneyAmount, column: PriceColumn) =>
  isBasePrice(p) && (column.regionId ? p.region_id === column.regionId : !p.region_id && p.currency_code === column.currency);

export function findPrice(variant: Pick<ProductVariant, "prices">, column: PriceColumn) {
  return variant.prices?.find((p) => isColumnPrice(p, column));
}

const asRequest = (p: MoneyAmount): PriceReq => ({
  id: p.id,
  amount: p.amount,
  ...(p.region_id ? { region_id: p.region_id } : { currency_code: p.currency_code }),
  ...(p.min_quantity != null ? { min_quantity: p.min_quantity } : {}),
  ...(p.max_quantity != null ? { max_quantity: p.max_quantity } : {}),
});

const columnPrice = (column: PriceColumn, amount: number): PriceReq =>
  column.regionId ? { region_id: column.regionId, amount } : { currency_code: column.currency, amount };

/**
 * The full `prices` of a variant update: the server deletes the variant's
 * prices that are not listed, so every kept price is sent again with its id.
 * `amounts` holds the columns to set (null removes that price).
 */
export function pricesWith(existing: readonly MoneyAmount[], columns: readonly PriceColumn[], amounts: ReadonlyMap<string, number | null>): PriceReq[] {
  const changed = columns.filter((c) => amounts.has(c.key));
  const updated = existing.flatMap((p): PriceReq[] => {
    if (p.price_list_id) return [];
    const column = changed.find((c) => isColumnPrice(p, c));
    if (!column) return [asRequest(p)];
    const amount = amounts.get(column.key);
    return amount == null ? [] : [{ id: p.id, ...columnPrice(column, amount) }];
  });
  const added = changed.filter((c) => amounts.get(c.key) != null && !existing.some((p) => isColumnPrice(p, c)));
  return [...updated, ...added.map((c) => columnPrice(c, amounts.get(c.key)!))];
}
