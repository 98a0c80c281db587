// What a draft comes to where the server gives no totals (the list: Medusa
// 1.20 computes a cart's totals only for one draft): its items and shipping,
// before tax and discounts.
import { useQuery } from "@tanstack/react-query";
import { getRegionsRegionOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Cart, DraftOrder } from "@generated/admin/types.gen";
import { useFormat } from "@app/i18n/use-format";

export function draftAmount(cart: Pick<Cart, "items" | "shipping_methods"> | null | undefined) {
  const items = (cart?.items ?? []).reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
  const shipping = (cart?.shipping_methods ?? []).reduce((sum, method) => sum + method.price, 0);
  return items + shipping;
}

/** The draft's currency: its region's. */
export const draftCurrency = (cart: Pick<Cart, "region"> | null | undefined) => cart?.region?.currency_code ?? "";

/** The draft's currency: its region's as given, else as the server has the region (answers that do not carry it). */
export function useDraftCurrency(draft: Pick<DraftOrder, "cart">) {
  const known = draft.cart?.region?.currency_code;
  const regionId = draft.cart?.region_id ?? "";
  const region = useQuery({ ...getRegionsRegionOptions({ path: { id: regionId } }), enabled: !known && regionId !== "" });
  return known ?? region.data?.region.currency_code ?? "";
}

/** An amount in the draft's currency; "—" while the currency is not known (money needs one). */
export function useDraftMoney(draft: Pick<DraftOrder, "cart">) {
  const format = useFormat();
  const currency = useDraftCurrency(draft);
  return { currency, money: (amount: number) => (currency ? format.money(amount, currency) : "—") };
}
