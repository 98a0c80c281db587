import { describe, expect, it } from "vitest";
import { balanceBody, balanceSchema, expiryUpdate } from "./gift-card-edit-forms";

const card = { value: 5000 };
const parse = (balance: string, currency = "eur") => balanceSchema(card, currency).safeParse({ balance });

describe("the balance edit", () => {
  it("refuses a balance above the card's value before anything is sent", () => {
    const result = parse("50.01");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["balance"], params: { i18n: "giftCards.form.aboveValue" } });
  });

  it("takes anything from zero (used up) to the value, in minor units", () => {
    expect(parse("0").success).toBe(true);
    expect(parse("50").success).toBe(true);
    expect(balanceBody({ balance: "12.50" }, "eur")).toEqual({ balance: 1250 });
  });

  it("removes the expiry when the day is emptied", () => {
    expect(expiryUpdate({ ends_at: "" })).toEqual({ ends_at: null });
  });
});
