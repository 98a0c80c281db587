// What the server lets staff do with an order's claims (Medusa 1.20): a
// replace claim's new items are fulfilled like an exchange's (FulfillmentTarget);
// a claim is canceled only while nothing of it was refunded, fulfilled (not
// canceled) or received back; the server answers why otherwise.
import type { ClaimItem, ClaimOrder, Order } from "@generated/admin/types.gen";
import { zClaimItem } from "@generated/admin/zod.gen";
import { canFulfillTarget } from "../fulfillment/fulfillment-target";

export type ClaimReason = ClaimItem["reason"];
export type ClaimAction = "fulfill" | "edit" | "cancel";

/** The claim reasons the server stores (an enum of its claim item table). */
export const CLAIM_REASONS: readonly ClaimReason[] = zClaimItem.shape.reason.options;

const orderOpen = (order: Order) => order.status !== "canceled" && order.status !== "archived";

export function claimActions(order: Order, claim: ClaimOrder): ClaimAction[] {
  if (!orderOpen(order) || claim.canceled_at) return [];
  const actions: ClaimAction[] = [];
  if (claim.type === "replace" && canFulfillTarget(order, { kind: "claim", claim })) actions.push("fulfill");
  actions.push("edit");
  const fulfilled = (claim.fulfillments ?? []).some((f) => !f.canceled_at);
  const returned = claim.return_order?.status === "received";
  if (!claim.refund_amount && claim.payment_status !== "refunded" && !fulfilled && !returned) actions.push("cancel");
  return actions;
}

/** Oldest first, so that "Claim 1" stays the first one registered. */
export const claimsInOrder = (order: Order) => [...(order.claims ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at));
