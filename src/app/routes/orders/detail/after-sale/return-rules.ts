// What of an order can still come back (returns, claims, swaps) and what that
// is worth, as Medusa 1.20 counts it. The server itself only checks
// quantity − returned_quantity, and accepts a second return of items already
// in a requested one and any refund amount (seen on the real server), so the
// forms check against these numbers before sending.
import type { ClaimOrder, LineItem, Order, Return, ShippingMethod, ShippingOption } from "@generated/admin/types.gen";
import { refundableAmount } from "../payments/payment-rules";

/** Returns whose items are on their way back: not received yet, not canceled. */
export const isPendingReturn = (ret: Return) => ret.status === "requested" || ret.status === "requires_action";

const claimOpen = (claim: ClaimOrder) => !claim.canceled_at;

/**
 * Per line item, how many are promised back but not counted in
 * `returned_quantity` yet: items of pending returns (a claim's return is
 * counted with its claim) and of open claims whose return is not received.
 */
export function pendingQuantities(order: Order) {
  const pending = new Map<string, number>();
  const add = (itemId: string, quantity: number) => pending.set(itemId, (pending.get(itemId) ?? 0) + quantity);
  for (const ret of order.returns ?? []) {
    if (ret.claim_order_id || !isPendingReturn(ret)) continue;
    for (const item of ret.items ?? []) add(item.item_id, item.requested_quantity ?? item.quantity);
  }
  for (const claim of order.claims ?? []) {
    if (!claimOpen(claim) || claim.return_order?.status === "received") continue;
    for (const item of claim.claim_items ?? []) add(item.item_id, item.quantity);
  }
  // An exchange's return is not among the order's returns (its order_id is null; seen on the real server).
  for (const swap of order.swaps ?? []) {
    if (swap.canceled_at || !swap.return_order || !isPendingReturn(swap.return_order)) continue;
    for (const item of swap.return_order.items ?? []) add(item.item_id, item.requested_quantity ?? item.quantity);
  }
  return pending;
}

/** How many of an item can be returned or claimed: fulfilled, minus returned, minus promised back. */
export function returnableQuantity(item: LineItem, pending: Map<string, number>) {
  const fulfilled = Math.max(item.fulfilled_quantity ?? 0, item.shipped_quantity ?? 0);
  return Math.max(0, fulfilled - (item.returned_quantity ?? 0) - (pending.get(item.id) ?? 0));
}

export interface ReturnableItem {
  item: LineItem;
  /** The most that may be chosen. */
  returnable: number;
}

/** The order's items of which something can come back, in the order's order (none on a canceled order). */
export function returnableItems(order: Order): ReturnableItem[] {
  if (order.status === "canceled" || order.status === "archived") return [];
  const pending = pendingQuantities(order);
  return (order.items ?? []).map((item) => ({ item, returnable: returnableQuantity(item, pending) })).filter((r) => r.returnable > 0);
}

export const canReturn = (order: Order) => returnableItems(order).length > 0;

/**
 * What `quantity` of an item is worth back, as the server computes a return's
 * refund: the item's `refundable` (its total with tax and discounts, for the
 * units not returned yet) shared out per unit. Whole minor units (KRW has no
 * smaller ones).
 */
export function itemRefund(item: LineItem, quantity: number) {
  if (quantity <= 0) return 0;
  const left = item.quantity - (item.returned_quantity ?? 0);
  if (left > 0 && item.refundable != null) return Math.round((item.refundable * quantity) / left);
  const total = item.total ?? item.unit_price * item.quantity;
  return Math.round((total * quantity) / item.quantity);
}

/** What the customer pays for a return shipping option: its price with the region's tax unless it includes it. */
export function returnShippingPrice(option: Pick<ShippingOption, "amount" | "includes_tax">, taxRatePercent: number) {
  const amount = option.amount ?? 0;
  return option.includes_tax ? amount : Math.round(amount * (1 + taxRatePercent / 100));
}

/** A shipping method's price with its tax lines (a return's shipping, as the server subtracts it). */
export function shippingMethodTotal(method: Pick<ShippingMethod, "price" | "tax_lines" | "includes_tax">) {
  if (method.includes_tax) return method.price;
  const rate = (method.tax_lines ?? []).reduce((sum, line) => sum + line.rate, 0);
  return Math.round(method.price * (1 + rate / 100));
}

/** The order region's tax rate in percent (the order's own rate when it has one). */
export const orderTaxRate = (order: Order) => order.tax_rate ?? order.region?.tax_rate ?? 0;

export interface ChosenQuantity {
  item_id: string;
  quantity: number;
}

/**
 * The refund proposed for items coming back: what they are worth less the
 * return shipping the customer pays, never below 0 nor above what the order
 * can still refund.
 */
export function proposedRefund(order: Order, chosen: ChosenQuantity[], shippingCost = 0) {
  const items = new Map((order.items ?? []).map((item) => [item.id, item]));
  const worth = chosen.reduce((sum, c) => {
    const item = items.get(c.item_id);
    return item ? sum + itemRefund(item, c.quantity) : sum;
  }, 0);
  return clampRefund(order, worth - shippingCost);
}

export const clampRefund = (order: Order, amount: number) => Math.max(0, Math.min(amount, refundableAmount(order)));

/** What receiving these quantities of a return refunds: their worth less the return's shipping, as proposed at the request. */
export const receivedRefund = (order: Order, ret: Return, received: ChosenQuantity[]) =>
  proposedRefund(order, received, ret.shipping_method ? shippingMethodTotal(ret.shipping_method) : 0);

/** A return of the order itself (not an exchange's or a claim's, whose money is settled with them). */
export const isOrderReturn = (ret: Return) => !ret.swap_id && !ret.claim_order_id;
