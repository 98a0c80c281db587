// The arithmetic of a session cart: which price a variant has in the cart's
// region, how a quantity is bounded, and the totals every change recomputes.
// Amounts are integers in the currency's minor unit, as Medusa stores them.
import type { MoneyAmount, ProductVariant, Region } from "@generated/admin/types.gen";
import { withTax } from "@app/lib/money";

export type CartRegion = Pick<Region, "currency_code" | "tax_rate"> & Partial<Pick<Region, "id" | "name" | "includes_tax">>;

export type CartVariant = Pick<ProductVariant, "id" | "inventory_quantity"> & {
  prices?: Pick<MoneyAmount, "currency_code" | "amount">[];
};

/** What a caller adds: a variant and how many of it. */
export interface CartItemInput {
  variant: CartVariant;
  quantity: number;
}

/** A line of the cart, keyed by its variant (one line per variant). */
export interface CartItem extends CartItemInput {
  id: string;
  /** The variant's price in the region's currency, as entered (0 when it has none). */
  unitPrice: number;
  /** What the line costs the customer: quantity x unitPrice, tax included. */
  total: number;
}

export interface CartTotals {
  items: CartItem[];
  /** Sum of the quantities. */
  totalItems: number;
  /** Sum of the line totals. */
  total: number;
}

/** The variant's price whose currency is the region's; 0 without one (or without a region). */
export function unitPriceIn(variant: CartVariant, region: CartRegion | null) {
  if (!region) return 0;
  const currency = region.currency_code.toLowerCase();
  return variant.prices?.find((p) => p.currency_code.toLowerCase() === currency)?.amount ?? 0;
}

/**
 * A line's total, tax included. Where the region's prices include tax
 * (`includes_tax`) the entered price already is what the customer pays;
 * otherwise the region's tax is added (`withTax`, the money rule for "a price
 * entered without it"). Adding it to tax-inclusive prices would charge the tax
 * twice. Rounded once per line to a whole minor unit, as Medusa rounds line tax.
 */
export function lineTotal(unitPrice: number, quantity: number, region: CartRegion | null) {
  const net = unitPrice * quantity;
  if (!region || region.includes_tax) return net;
  return Math.round(withTax(net, region.tax_rate));
}

/** A quantity asked for: 0 or less becomes 1, and never more than the variant's inventory. */
export const boundedQuantity = (quantity: number, variant: CartVariant) =>
  Math.min(quantity <= 0 ? 1 : quantity, variant.inventory_quantity);

/** One more, up to the inventory. */
export const incremented = (item: CartItemInput) => Math.min(item.quantity + 1, item.variant.inventory_quantity);

/** One fewer, down to 0 (the line stays until it is removed). */
export const decremented = (item: CartItemInput) => Math.max(item.quantity - 1, 0);

/** Item totals, the number of items and the grand total, for the items in the region. */
export function cartTotals(items: CartItemInput[], region: CartRegion | null): CartTotals {
  const lines = items.map((item): CartItem => {
    const unitPrice = unitPriceIn(item.variant, region);
    return { ...item, id: item.variant.id, unitPrice, total: lineTotal(unitPrice, item.quantity, region) };
  });
  return {
    items: lines,
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: lines.reduce((sum, line) => sum + line.total, 0),
  };
}
