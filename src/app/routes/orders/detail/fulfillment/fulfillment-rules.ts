// What the server lets staff do with an order's fulfillments, as Medusa 1.20
// checks it: create needs an order neither canceled nor archived, with a
// shipping method and something left to fulfill (quantity − fulfilled);
// marking shipped needs a fulfillment not canceled (and not shipped yet: the
// server would ship it again, counting its items twice); cancel needs one
// neither shipped nor canceled.
import type { Fulfillment, LineItem, Order } from "@generated/admin/types.gen";

export type FulfillmentState = "fulfilled" | "shipped" | "canceled";
export type FulfillmentAction = "ship" | "cancel";

export const leftToFulfill = (item: LineItem) => Math.max(0, item.quantity - (item.fulfilled_quantity ?? 0));

const orderOpen = (order: Order) => order.status !== "canceled" && order.status !== "archived";

export function canCreateFulfillment(order: Order) {
  return orderOpen(order) && (order.shipping_methods ?? []).length > 0 && (order.items ?? []).some((item) => leftToFulfill(item) > 0);
}

export function fulfillmentState(fulfillment: Fulfillment): FulfillmentState {
  if (fulfillment.canceled_at) return "canceled";
  return fulfillment.shipped_at ? "shipped" : "fulfilled";
}

export function fulfillmentActions(order: Order, fulfillment: Fulfillment): FulfillmentAction[] {
  if (!orderOpen(order) || fulfillmentState(fulfillment) !== "fulfilled") return [];
  return ["ship", "cancel"];
}

/** Oldest first, so that "Fulfillment 1" stays the first one made. */
export const fulfillmentsInOrder = (order: Order) => [...(order.fulfillments ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at));

/** The tracking numbers given when it was shipped (the deprecated `tracking_numbers` for older records). */
export function trackingNumbers(fulfillment: Fulfillment) {
  const links = (fulfillment.tracking_links ?? []).map((l) => ({ number: l.tracking_number, url: l.url }));
  return links.length > 0 ? links : fulfillment.tracking_numbers.map((number) => ({ number, url: null }));
}
