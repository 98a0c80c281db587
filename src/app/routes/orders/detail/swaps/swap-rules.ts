// What the server lets staff do with an exchange, as Medusa 1.20 checks it.
// An exchange made by staff waits for the customer to check out its cart
// (adding the shipping of its new items, paying a positive difference); until
// then `confirmed_at` is null and neither its payment nor its fulfillment can
// be processed. Payment is processed once: captured when the customer owes
// the difference, refunded when owed it. Canceling needs its fulfillments
// canceled, its return not received and no refund made.
import type { Order, Swap } from "@generated/admin/types.gen";
import { canFulfillTarget } from "../fulfillment/fulfillment-target";

export type SwapAction = "payment" | "fulfill" | "cancel";

const REFUNDED: Swap["payment_status"][] = ["difference_refunded", "partially_refunded", "refunded"];

const orderOpen = (order: Order) => order.status !== "canceled" && order.status !== "archived";

export const isConfirmed = (swap: Swap) => swap.confirmed_at !== null && swap.confirmed_at !== undefined;

export function canProcessPayment(swap: Swap) {
  return !swap.canceled_at && isConfirmed(swap) && swap.payment_status === "awaiting" && (swap.difference_due ?? 0) !== 0;
}

export function canCancelSwap(swap: Swap) {
  return (
    !swap.canceled_at &&
    !REFUNDED.includes(swap.payment_status) &&
    (swap.fulfillments ?? []).every((f) => f.canceled_at) &&
    swap.return_order?.status !== "received"
  );
}

export function swapActions(order: Order, swap: Swap): SwapAction[] {
  if (!orderOpen(order) || swap.canceled_at) return [];
  const notFulfilled = swap.fulfillment_status === "not_fulfilled" || swap.fulfillment_status === "canceled";
  return [
    ...(canProcessPayment(swap) ? (["payment"] as const) : []),
    ...(isConfirmed(swap) && notFulfilled && canFulfillTarget(order, { kind: "swap", swap }) ? (["fulfill"] as const) : []),
    ...(canCancelSwap(swap) ? (["cancel"] as const) : []),
  ];
}

/** Oldest first, so that "Exchange 1" stays the first one made. */
export const swapsInOrder = (order: Order) => [...(order.swaps ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at));
