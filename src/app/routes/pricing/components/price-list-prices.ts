// A price list's prices in the variant price grid (routes/products/prices):
// a row per variant of its products, named with the product, and what the
// changed cells become for the server.
import type { PricedProduct, PricedVariant, Product } from "@generated/admin/types.gen";
import { columnPrice, type PriceReq } from "@app/routes/products/prices/price-columns";
import type { CellChange } from "@app/routes/products/prices/price-grid-model";

export type PriceListPriceReq = PriceReq & { variant_id: string };

/** The grid's rows: every variant of the products, each named "Product · Variant". */
export function variantRows(products: readonly (Product | PricedProduct)[]) {
  const productOf = new Map<string, string>();
  const variants: PricedVariant[] = products.flatMap((p) =>
    (p.variants ?? []).map((v) => {
      productOf.set(v.id, p.title);
      return v as PricedVariant;
    }),
  );
  return { variants, rowLabel: (v: PricedVariant) => `${productOf.get(v.id) ?? ""} · ${v.title}` };
}

/** The changed cells with an amount, as the list's prices (the price's id when the cell had one). */
export const pricesToSave = (changes: readonly CellChange[]): PriceListPriceReq[] =>
  changes.flatMap(({ variant, column, price, amount }) =>
    amount === null ? [] : [{ ...(price ? { id: price.id } : {}), variant_id: variant.id, ...columnPrice(column, amount) }],
  );

/** The prices of the emptied cells that held one: to delete. */
export const pricesToDelete = (changes: readonly CellChange[]): string[] => changes.flatMap(({ price, amount }) => (amount === null && price ? [price.id] : []));
