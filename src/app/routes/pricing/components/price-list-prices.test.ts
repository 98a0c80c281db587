import { describe, expect, it } from "vitest";
import { priceColumns, priceListPrice } from "@app/routes/products/prices/price-columns";
import { cellChanges } from "@app/routes/products/prices/price-grid-model";
import { BLUE, SILVER } from "@app/routes/products/prices/test-fixtures";
import { pricesToDelete, pricesToSave } from "./price-list-prices";

const COLUMNS = priceColumns(["usd", "krw"], [{ id: "reg_kr", name: "Korea", currency_code: "krw" }]);
const inList = { ...SILVER, prices: [...(SILVER.prices ?? []), { ...SILVER.prices![0]!, id: "ma_pl_usd", amount: 1900, price_list_id: "pl_1" }] };
const find = priceListPrice("pl_1");

describe("a price list's grid", () => {
  it("shows the list's prices, not the variant's own", () => {
    const changes = cellChanges([inList], COLUMNS, {}, find);
    expect(changes).toEqual([]);
    expect(find(inList, COLUMNS[0]!)?.amount).toBe(1900);
    expect(find(inList, COLUMNS[1]!)).toBeUndefined();
  });

  it("sends only the changed cells, KRW as typed (no minor units), and deletes emptied ones", () => {
    const edits = { [`${inList.id} krw`]: "33,000", [`${BLUE.id} reg_kr`]: "30000", [`${inList.id} usd`]: "" };
    const changes = cellChanges([inList, BLUE], COLUMNS, edits, find);
    expect(pricesToSave(changes)).toEqual([
      { variant_id: inList.id, currency_code: "krw", amount: 33000 },
      { variant_id: BLUE.id, region_id: "reg_kr", amount: 30000 },
    ]);
    expect(pricesToDelete(changes)).toEqual(["ma_pl_usd"]);
  });

  it("sends a changed price with its id, so the server updates it", () => {
    const changes = cellChanges([inList], COLUMNS, { [`${inList.id} usd`]: "17.50" }, find);
    expect(pricesToSave(changes)).toEqual([{ id: "ma_pl_usd", variant_id: inList.id, currency_code: "usd", amount: 1750 }]);
  });
});
