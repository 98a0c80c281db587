// What a draft comes to where the server gives no totals (the list: Medusa
// 1.20 computes a cart's totals only for one draft): its items and shipping,
// before tax and discounts.
import type { Cart } from "@generated/admin/types.gen";

export function draftAmount(cart: Pick<Cart, "items" | "shipping_methods"> | null | undefined) {
  const items = (cart?.items ?? []).reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
  const shipping = (cart?.shipping_methods ?? []).reduce((sum, method) => sum + method.price, 0);
  return items + shipping;
}

/** The draft's currency: its region's. */
export const draftCurrency = (cart: Pick<Cart, "region"> | null | undefined) => cart?.region?.currency_code ?? "";
