// The prices a variant is edited with: one per store currency (no region),
// then one per region (in the region's currency). A variant's other prices
// (quantity tiers, price lists, currencies the store dropped) are left alone.
// A price list's grid shows the list's own prices in the same columns.
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

/** The price a cell of the grid shows: the variant's own (findPrice) or a price list's (priceListPrice). */
export type PriceFinder = (variant: Pick<ProductVariant, "prices">, column: PriceColumn) => MoneyAmount | undefined;

const isSinglePrice = (p: MoneyAmount) => p.min_quantity == null && p.max_quantity == null;

const inColumn = (p: MoneyAmount, column: PriceColumn) =>
  column.regionId ? p.region_id === column.regionId : !p.region_id && p.currency_code === column.currency;

const isColumnPrice = (p: MoneyAmount, column: PriceColumn) => !p.price_list_id && isSinglePrice(p) && inColumn(p, column);

export const findPrice: PriceFinder = (variant, column) => variant.prices?.find((p) => isColumnPrice(p, column));

/** The price list's price of a variant in a column (its variants' prices include every list's). */
export const priceListPrice =
  (priceListId: string): PriceFinder =>
  (variant, column) =>
    variant.prices?.find((p) => p.price_list_id === priceListId && isSinglePrice(p) && inColumn(p, column));

const asRequest = (p: MoneyAmount): PriceReq => ({
  id: p.id,
  amount: p.amount,
  ...(p.region_id ? { region_id: p.region_id } : { currency_code: p.currency_code }),
  ...(p.min_quantity != null ? { min_quantity: p.min_quantity } : {}),
  ...(p.max_quantity != null ? { max_quantity: p.max_quantity } : {}),
});

export const columnPrice = (column: PriceColumn, amount: number): PriceReq =>
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
