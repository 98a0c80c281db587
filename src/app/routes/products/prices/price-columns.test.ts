import { describe, expect, it } from "vitest";
import type { MoneyAmount } from "@generated/admin/types.gen";
import { findPrice, priceColumns, pricesWith } from "./price-columns";

const price = (id: string, fields: Partial<MoneyAmount>): MoneyAmount => ({
  id,
  currency_code: "usd",
  amount: 0,
  min_quantity: null,
  max_quantity: null,
  price_list_id: null,
  variant_id: "v1",
  region_id: null,
  created_at: "",
  updated_at: "",
  deleted_at: null,
  ...fields,
});

const COLUMNS = priceColumns(["usd", "krw"], [{ id: "reg_eu", name: "Europe", currency_code: "eur" }]);
const [USD, KRW, EU] = COLUMNS;
const PRICES = [
  price("ma_usd", { currency_code: "usd", amount: 2900 }),
  price("ma_eu", { currency_code: "eur", region_id: "reg_eu", amount: 2700 }),
  price("ma_tier", { currency_code: "usd", amount: 2500, min_quantity: 10 }),
  price("ma_list", { currency_code: "usd", amount: 2000, price_list_id: "pl_1" }),
];

describe("price columns", () => {
  it("lists store currencies first, then regions with their currency", () => {
    expect(COLUMNS).toEqual([
      { key: "usd", currency: "usd", label: "USD" },
      { key: "krw", currency: "krw", label: "KRW" },
      { key: "reg_eu", currency: "eur", regionId: "reg_eu", label: "Europe (EUR)" },
    ]);
  });

  it("finds a column's base price, not tiers or price lists", () => {
    expect(findPrice({ prices: PRICES }, USD)?.id).toBe("ma_usd");
    expect(findPrice({ prices: PRICES }, EU)?.id).toBe("ma_eu");
    expect(findPrice({ prices: PRICES }, KRW)).toBeUndefined();
  });

  it("sends every kept price again, updates, adds and removes the changed ones", () => {
    expect(pricesWith(PRICES, COLUMNS, new Map([["usd", 3100], ["krw", 39000], ["reg_eu", null]]))).toEqual([
      { id: "ma_usd", currency_code: "usd", amount: 3100 },
      { id: "ma_tier", currency_code: "usd", amount: 2500, min_quantity: 10 },
      { currency_code: "krw", amount: 39000 },
    ]);
  });
});
