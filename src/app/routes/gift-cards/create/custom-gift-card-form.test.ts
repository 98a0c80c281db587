import { describe, expect, it } from "vitest";
import { customGiftCardBody, customGiftCardSchema, customGiftCardValues } from "./custom-gift-card-form";

const regions = [
  { id: "reg_eu", currency_code: "eur" },
  { id: "reg_kr", currency_code: "krw" },
];
const schema = customGiftCardSchema(regions);
const problems = (values: object) => {
  const result = schema.safeParse({ ...customGiftCardValues(), ...values });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), (i as { params?: { i18n?: string } }).params?.i18n]);
};

describe("the custom gift card form", () => {
  it("sends the value in minor units of the region's currency: EUR 50 is 5000, KRW 50000 is 50000", () => {
    expect(customGiftCardBody({ ...customGiftCardValues(), region_id: "reg_eu", value: "50" }, "eur")).toEqual({ region_id: "reg_eu", value: 5000 });
    expect(customGiftCardBody({ ...customGiftCardValues(), region_id: "reg_kr", value: "50000" }, "krw")).toEqual({ region_id: "reg_kr", value: 50000 });
  });

  it("refuses decimals KRW does not have, and a value of zero", () => {
    expect(problems({ region_id: "reg_kr", value: "50.5" })).toEqual([["value", "giftCards.form.invalidAmount"]]);
    expect(problems({ region_id: "reg_eu", value: "0" })).toEqual([["value", "giftCards.form.zeroAmount"]]);
    expect(problems({ region_id: "reg_eu", value: "50.25" })).toEqual([]);
  });

  it("asks for the region first", () => {
    expect(problems({ value: "50" })).toEqual([["region_id", "giftCards.create.chooseRegion"]]);
  });

  it("sends the expiry day's end and the note in the metadata, leaving out what is empty", () => {
    const body = customGiftCardBody({ region_id: "reg_eu", value: "10", ends_at: "2030-12-31", note: "  For Ana  " }, "eur");
    expect(body.metadata).toEqual({ note: "For Ana" });
    const end = new Date(body.ends_at!);
    expect([end.getFullYear(), end.getMonth() + 1, end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2030, 12, 31, 23, 59]);
  });
});
