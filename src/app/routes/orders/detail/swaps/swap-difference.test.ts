import { describe, expect, it } from "vitest";
import { lineItem, order } from "../../test-fixtures";
import { swapDifference } from "./swap-difference";

const newItem = (unit_price: number, quantity: number) => ({ variant_id: "var_new", title: "Cap – Red", unit_price, quantity });

describe("the difference of an exchange", () => {
  it("charges the new items with tax and shipping, less what a partly returned line is worth per unit left", () => {
    // 4 bought, 1 already returned: its refundable (3 left, tax in) is 3 × 535.
    const mug = lineItem({ id: "item_mug", title: "Mug", quantity: 4, returned_quantity: 1, unit_price: 500, refundable: 1605 });
    const eur = order({ tax_rate: 7, items: [mug] });
    const result = swapDifference(eur, { returned: [{ item_id: "item_mug", quantity: 2 }], newItems: [newItem(850, 1)], returnShipping: 856, newShipping: 800 });
    expect(result).toEqual({ newItems: 910, returned: 1070, shipping: 856 + 856, difference: 910 - 1070 + 1712 });
  });

  it("is a refund (negative) when less comes than goes back", () => {
    const mug = lineItem({ id: "item_mug", title: "Mug", quantity: 2, unit_price: 2000, refundable: 4000 });
    const result = swapDifference(order({ tax_rate: 0, items: [mug] }), { returned: [{ item_id: "item_mug", quantity: 2 }], newItems: [newItem(1500, 1)] });
    expect(result.difference).toBe(-2500);
  });

  it("keeps a zero-decimal currency in whole units (KRW 10% tax on ₩3,333 is ₩3,666, not ₩3,666.3)", () => {
    const cup = lineItem({ id: "item_cup", title: "Cup", quantity: 3, unit_price: 10000, refundable: 33000 });
    const krw = order({ currency_code: "krw", tax_rate: 10, items: [cup] });
    const result = swapDifference(krw, { returned: [{ item_id: "item_cup", quantity: 1 }], newItems: [newItem(3333, 1)] });
    expect(result.newItems).toBe(3666);
    expect(result.returned).toBe(11000);
    expect(result.difference).toBe(3666 - 11000);
    expect(Number.isInteger(result.difference)).toBe(true);
  });
});
