import { describe, expect, it } from "vitest";
import type { ShippingMethod } from "@generated/admin/types.gen";
import { lineItem, order, payment, shippingMethod } from "../../test-fixtures";
import { claim, claimItem, returnItem, returnRecord } from "./test-fixtures";
import { itemRefund, proposedRefund, returnShippingPrice, returnableItems, shippingMethodTotal } from "./return-rules";

// 3 mugs at 535 each with tax (1605 refundable), all shipped; 2 stickers, 1 shipped.
const MUG = lineItem({ id: "mug", title: "Mug", quantity: 3, fulfilled_quantity: 3, shipped_quantity: 3, refundable: 1605, total: 1605 });
const STICKER = lineItem({ id: "sticker", title: "Sticker", quantity: 2, fulfilled_quantity: 1, shipped_quantity: 1, refundable: 1819, total: 1819 });
const captured = (amount: number) => [payment({ id: "pay_1", created_at: "2026-01-10T10:00:00.000Z", amount, captured_at: "2026-01-10T10:00:00.000Z" })];
const paidOrder = (fields: Parameters<typeof order>[0] = {}) =>
  order({ items: [MUG, STICKER], payments: captured(3424), total: 3424, refunded_total: 0, refundable_amount: 3424, ...fields });

const returnable = (o: ReturnType<typeof order>) => Object.fromEntries(returnableItems(o).map((r) => [r.item.id, r.returnable]));

describe("returnable quantities", () => {
  it("counts only what was fulfilled", () => {
    expect(returnable(paidOrder())).toEqual({ mug: 3, sticker: 1 });
  });

  it("takes off what was returned and what is in a requested return or an open claim", () => {
    const o = paidOrder({
      items: [{ ...MUG, returned_quantity: 1 }, STICKER],
      returns: [returnRecord({ id: "ret_1", items: [returnItem("mug", 1)] })],
      claims: [claim({ id: "claim_1", claim_items: [claimItem("sticker", 1)] })],
    });
    expect(returnable(o)).toEqual({ mug: 1 });
  });

  it("gives back what canceled or received returns and canceled claims held", () => {
    const o = paidOrder({
      returns: [returnRecord({ id: "ret_1", status: "canceled", items: [returnItem("mug", 2)] }), returnRecord({ id: "ret_2", status: "received", items: [returnItem("mug", 1)] })],
      claims: [claim({ id: "claim_1", canceled_at: "2026-01-11T10:00:00.000Z", claim_items: [claimItem("sticker", 1)] })],
    });
    expect(returnable(o)).toEqual({ mug: 3, sticker: 1 });
  });

  it("counts a claim's return once, with its claim", () => {
    const o = paidOrder({
      returns: [returnRecord({ id: "ret_c", claim_order_id: "claim_1", items: [returnItem("mug", 1)] })],
      claims: [claim({ id: "claim_1", claim_items: [claimItem("mug", 1)] })],
    });
    expect(returnable(o)).toEqual({ mug: 2, sticker: 1 });
  });

  it("offers nothing of a canceled order", () => {
    expect(returnableItems(paidOrder({ status: "canceled" }))).toEqual([]);
  });
});

describe("refunds", () => {
  it("shares an item's refundable total out per unit, with tax and discounts as the server does", () => {
    expect(itemRefund(MUG, 1)).toBe(535);
    expect(itemRefund(MUG, 3)).toBe(1605);
  });

  it("counts only the units not returned yet for a partly returned item", () => {
    // 2 of 3 returned: the server's refundable is the last one's.
    expect(itemRefund({ ...MUG, returned_quantity: 2, refundable: 535 }, 1)).toBe(535);
  });

  it("keeps whole units in a zero-decimal currency", () => {
    const won = lineItem({ id: "krw", title: "Tea", quantity: 3, fulfilled_quantity: 3, refundable: 10000, total: 10000 });
    expect(itemRefund(won, 1)).toBe(3333);
    expect(itemRefund(won, 2)).toBe(6667);
  });

  it("takes the return shipping off, never going below zero", () => {
    expect(proposedRefund(paidOrder(), [{ item_id: "mug", quantity: 2 }], 960)).toBe(110);
    expect(proposedRefund(paidOrder(), [{ item_id: "mug", quantity: 1 }], 960)).toBe(0);
  });

  it("never proposes more than a partly refunded order can still refund", () => {
    const o = paidOrder({ refunded_total: 3000, refundable_amount: 424 });
    expect(proposedRefund(o, [{ item_id: "mug", quantity: 3 }])).toBe(424);
  });

  it("proposes nothing while the payment is not captured", () => {
    expect(proposedRefund(paidOrder({ payments: [] }), [{ item_id: "mug", quantity: 1 }])).toBe(0);
  });

  it("prices return shipping with the region's tax unless the option includes it", () => {
    expect(returnShippingPrice({ amount: 800, includes_tax: false }, 20)).toBe(960);
    expect(returnShippingPrice({ amount: 800, includes_tax: true }, 20)).toBe(800);
    const method: ShippingMethod = { ...shippingMethod("Return", 800), tax_lines: [{ rate: 20 } as NonNullable<ShippingMethod["tax_lines"]>[number]] };
    expect(shippingMethodTotal(method)).toBe(960);
  });
});
