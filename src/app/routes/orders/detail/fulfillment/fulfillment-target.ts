// What a fulfillment is made for: the order's own items, an exchange's new
// items (a swap's additional_items) or a claim's replacement items. Each has
// its own generated mutations; the dialogs take the target and send through
// these, with the values of the same forms.
import type { UseMutationOptions } from "@tanstack/react-query";
import {
  postOrdersClaimFulfillmentsCancelMutation,
  postOrdersOrderClaimsClaimFulfillmentsMutation,
  postOrdersOrderClaimsClaimShipmentsMutation,
  postOrdersOrderFulfillmentsCancelMutation,
  postOrdersOrderFulfillmentsMutation,
  postOrdersOrderShipmentMutation,
  postOrdersOrderSwapsSwapFulfillmentsMutation,
  postOrdersOrderSwapsSwapShipmentsMutation,
  postOrdersSwapFulfillmentsCancelMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { ClaimOrder, Fulfillment, LineItem, Order, Swap } from "@generated/admin/types.gen";
import { createBody, type CreateValues, shipBody, type ShipValues } from "./fulfillment-forms";
import { canCreateFulfillment, leftToFulfill } from "./fulfillment-rules";

export type FulfillmentTarget = { kind: "order" } | { kind: "swap"; swap: Swap } | { kind: "claim"; claim: ClaimOrder };

export const ORDER_TARGET: FulfillmentTarget = { kind: "order" };

/** The items a fulfillment of the target sends. */
export function targetItems(order: Order, target: FulfillmentTarget): LineItem[] {
  if (target.kind === "swap") return target.swap.additional_items ?? [];
  if (target.kind === "claim") return target.claim.additional_items ?? [];
  return order.items ?? [];
}

/** Whether the customer is told by default: the exchange's or claim's own choice, else the order's. */
export function targetNoNotification(order: Order, target: FulfillmentTarget) {
  if (target.kind === "swap") return target.swap.no_notification ?? order.no_notification;
  if (target.kind === "claim") return target.claim.no_notification ?? order.no_notification;
  return order.no_notification;
}

/**
 * An exchange or a claim is fulfilled (Medusa 1.20) when neither it nor the
 * order is canceled, it has a shipping method for its new items (the
 * exchange's comes with the customer's confirmation), and something is left
 * to send.
 */
export function canFulfillTarget(order: Order, target: FulfillmentTarget) {
  if (target.kind === "order") return canCreateFulfillment(order);
  const record = target.kind === "swap" ? target.swap : target.claim;
  return (
    order.status !== "canceled" &&
    order.status !== "archived" &&
    !record.canceled_at &&
    (record.shipping_methods ?? []).length > 0 &&
    targetItems(order, target).some((item) => leftToFulfill(item) > 0)
  );
}

/** Whether the dialog chooses quantities: an exchange or a claim is fulfilled whole (the server takes no items for them). */
export const choosesQuantities = (target: FulfillmentTarget) => target.kind === "order";

/** The generated mutation (its request and meta: the cache rule) sent the dialog's values instead of its own variables. */
function sending<TData, TError, TVariables, TValues>(
  { mutationFn, meta }: UseMutationOptions<TData, TError, TVariables>,
  variables: (values: TValues) => TVariables,
): UseMutationOptions<unknown, unknown, TValues> {
  return { meta, mutationFn: (values, context) => mutationFn!(variables(values), context) };
}

const notification = ({ notify, location_id }: CreateValues) => ({ no_notification: !notify, ...(location_id ? { location_id } : {}) });

export function createFulfillmentMutation(order: Order, target: FulfillmentTarget): UseMutationOptions<unknown, unknown, CreateValues> {
  const id = order.id;
  if (target.kind === "swap")
    return sending(postOrdersOrderSwapsSwapFulfillmentsMutation(), (values: CreateValues) => ({ path: { id, swap_id: target.swap.id }, body: notification(values) }));
  if (target.kind === "claim")
    return sending(postOrdersOrderClaimsClaimFulfillmentsMutation(), (values: CreateValues) => ({ path: { id, claim_id: target.claim.id }, body: notification(values) }));
  return sending(postOrdersOrderFulfillmentsMutation(), (values: CreateValues) => ({ path: { id }, body: createBody(values) }));
}

export function shipFulfillmentMutation(order: Order, target: FulfillmentTarget, fulfillment: Fulfillment): UseMutationOptions<unknown, unknown, ShipValues> {
  const id = order.id;
  if (target.kind === "swap")
    return sending(postOrdersOrderSwapsSwapShipmentsMutation(), (values: ShipValues) => ({ path: { id, swap_id: target.swap.id }, body: shipBody(fulfillment, values) }));
  if (target.kind === "claim") {
    // The claim's shipment takes no notification choice.
    const body = (values: ShipValues) => {
      const { fulfillment_id, tracking_numbers } = shipBody(fulfillment, values);
      return { fulfillment_id, tracking_numbers };
    };
    return sending(postOrdersOrderClaimsClaimShipmentsMutation(), (values: ShipValues) => ({ path: { id, claim_id: target.claim.id }, body: body(values) }));
  }
  return sending(postOrdersOrderShipmentMutation(), (values: ShipValues) => ({ path: { id }, body: shipBody(fulfillment, values) }));
}

export function cancelFulfillmentMutation(order: Order, target: FulfillmentTarget, fulfillment: Fulfillment): UseMutationOptions<unknown, unknown, void> {
  const ids = { id: order.id, fulfillment_id: fulfillment.id };
  if (target.kind === "swap") return sending(postOrdersSwapFulfillmentsCancelMutation(), () => ({ path: { ...ids, swap_id: target.swap.id } }));
  if (target.kind === "claim") return sending(postOrdersClaimFulfillmentsCancelMutation(), () => ({ path: { ...ids, claim_id: target.claim.id } }));
  return sending(postOrdersOrderFulfillmentsCancelMutation(), () => ({ path: ids }));
}
