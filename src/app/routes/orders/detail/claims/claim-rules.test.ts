import { describe, expect, it } from "vitest";
import { fulfillment, lineItem, order, shippingMethod } from "../../test-fixtures";
import { claim, returnRecord } from "../after-sale/test-fixtures";
import { claimActions, claimsInOrder } from "./claim-rules";

const NEW_TEE = lineItem({ id: "new_tee", title: "Tee", quantity: 1, fulfilled_quantity: 0 });
const replacement = (fields: Parameters<typeof claim>[0]) =>
  claim({ additional_items: [NEW_TEE], shipping_methods: [shippingMethod("Standard", 800)], ...fields });

describe("claim actions", () => {
  it("offers to fulfil a replacement with shipping and items left to send, to edit it, and to cancel it", () => {
    expect(claimActions(order(), replacement({ id: "claim_1" }))).toEqual(["fulfill", "edit", "cancel"]);
  });

  it("does not fulfil a replacement without its shipping, nor once all was sent", () => {
    expect(claimActions(order(), replacement({ id: "claim_1", shipping_methods: [] }))).toEqual(["edit", "cancel"]);
    const sent = replacement({
      id: "claim_1",
      additional_items: [{ ...NEW_TEE, fulfilled_quantity: 1 }],
      fulfillments: [fulfillment({ id: "ful_1", created_at: "2026-01-11T10:00:00.000Z" })],
    });
    expect(claimActions(order(), sent)).toEqual(["edit"]);
  });

  it("cancels only while nothing was refunded, fulfilled or received back", () => {
    expect(claimActions(order(), claim({ id: "claim_1", type: "refund", refund_amount: 535, payment_status: "refunded" }))).toEqual(["edit"]);
    const canceledFulfillment = fulfillment({ id: "ful_1", created_at: "2026-01-11T10:00:00.000Z", canceled_at: "2026-01-12T10:00:00.000Z" });
    expect(claimActions(order(), replacement({ id: "claim_1", fulfillments: [canceledFulfillment] }))).toContain("cancel");
    const received = returnRecord({ id: "ret_1", status: "received" });
    expect(claimActions(order(), claim({ id: "claim_1", type: "refund", return_order: received }))).toEqual(["edit"]);
  });

  it("offers nothing on a canceled claim or a canceled or archived order", () => {
    expect(claimActions(order(), replacement({ id: "claim_1", canceled_at: "2026-01-12T10:00:00.000Z" }))).toEqual([]);
    expect(claimActions(order({ status: "canceled" }), replacement({ id: "claim_1" }))).toEqual([]);
    expect(claimActions(order({ status: "archived" }), replacement({ id: "claim_1" }))).toEqual([]);
  });
});

describe("claims in order", () => {
  it("lists the first registered first, so that its number stays", () => {
    const later = claim({ id: "claim_2", created_at: "2026-01-12T10:00:00.000Z" });
    const first = claim({ id: "claim_1", created_at: "2026-01-11T10:00:00.000Z" });
    expect(claimsInOrder(order({ claims: [later, first] })).map((c) => c.id)).toEqual(["claim_1", "claim_2"]);
  });
});
