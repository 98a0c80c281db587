// Which state changes the server allows an order, as Medusa 1.20 checks them:
// cancel needs every fulfilment, return, swap and claim canceled and no refund;
// archive needs a completed order; complete anything not canceled or archived.
import type { Order } from "@generated/admin/types.gen";

export type StateAction = "complete" | "archive" | "cancel";

const allCanceled = (list: { canceled_at?: string | null; status?: string }[] | undefined) =>
  (list ?? []).every((x) => x.canceled_at || x.status === "canceled");

export function allowedStateActions(order: Order): StateAction[] {
  const open = order.status === "pending" || order.status === "requires_action";
  const cancelable =
    open && !(order.refunds ?? []).length && allCanceled(order.fulfillments) && allCanceled(order.returns) && allCanceled(order.swaps) && allCanceled(order.claims);
  return [
    ...(open ? (["complete"] as const) : []),
    ...(order.status === "completed" ? (["archive"] as const) : []),
    ...(cancelable ? (["cancel"] as const) : []),
  ];
}
