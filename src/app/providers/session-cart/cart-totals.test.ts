import { describe, expect, it } from "vitest";
import { boundedQuantity, type CartRegion, type CartVariant, cartTotals, decremented, incremented, lineTotal, unitPriceIn } from "./cart-totals";

const eur: CartRegion = { id: "reg_eu", currency_code: "eur", tax_rate: 25, includes_tax: false };
const eurGross: CartRegion = { ...eur, includes_tax: true };
const usd: CartRegion = { id: "reg_us", currency_code: "usd", tax_rate: 0 };
const shirt: CartVariant = {
  id: "variant_shirt",
  inventory_quantity: 5,
  prices: [
    { currency_code: "usd", amount: 1500 },
    { currency_code: "EUR", amount: 1000 },
  ],
};

describe("session cart arithmetic", () => {
  it("prices a variant in the region's currency (case-insensitive), 0 without such a price or region", () => {
    expect(unitPriceIn(shirt, eur)).toBe(1000);
    expect(unitPriceIn(shirt, usd)).toBe(1500);
    expect(unitPriceIn(shirt, { currency_code: "krw", tax_rate: 0 })).toBe(0);
    expect(unitPriceIn(shirt, null)).toBe(0);
  });

  it("adds the region's tax to prices entered without it, and not to tax-inclusive prices", () => {
    expect(lineTotal(1000, 3, eur)).toBe(3750); // 3000 + 25 %
    expect(lineTotal(1000, 3, eurGross)).toBe(3000);
    expect(lineTotal(999, 1, { currency_code: "eur", tax_rate: 12.5 })).toBe(1124); // 1123.875 rounded to a minor unit
  });

  it("bounds quantities: 0 or less becomes 1, never above the inventory", () => {
    expect(boundedQuantity(0, shirt)).toBe(1);
    expect(boundedQuantity(-4, shirt)).toBe(1);
    expect(boundedQuantity(3, shirt)).toBe(3);
    expect(boundedQuantity(9, shirt)).toBe(5);
    expect(incremented({ variant: shirt, quantity: 4 })).toBe(5);
    expect(incremented({ variant: shirt, quantity: 5 })).toBe(5);
    expect(decremented({ variant: shirt, quantity: 1 })).toBe(0);
    expect(decremented({ variant: shirt, quantity: 0 })).toBe(0);
  });

  it("totals item lines, item count and grand total", () => {
    const mug: CartVariant = { id: "variant_mug", inventory_quantity: 10, prices: [{ currency_code: "eur", amount: 400 }] };
    const totals = cartTotals(
      [
        { variant: shirt, quantity: 2 },
        { variant: mug, quantity: 3 },
      ],
      eur,
    );
    expect(totals.items.map((i) => [i.id, i.unitPrice, i.total])).toEqual([
      ["variant_shirt", 1000, 2500],
      ["variant_mug", 400, 1500],
    ]);
    expect(totals.totalItems).toBe(5);
    expect(totals.total).toBe(4000);
  });
});
