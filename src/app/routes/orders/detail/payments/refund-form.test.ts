import { describe, expect, it } from "vitest";
import { amountProblem, refundBody, refundValues } from "./refund-form";

describe("refund form", () => {
  it("reads amounts in the currency's own units, up to what can be refunded", () => {
    expect(amountProblem("157,800", "krw", 157800)).toBeNull();
    expect(amountProblem("₩157,801", "krw", 157800)).toBe("orders.payments.refund.tooMuch");
    expect(amountProblem("1.5", "krw", 157800)).toBe("orders.payments.refund.invalidAmount");
    expect(amountProblem("12,50", "eur", 1250)).toBeNull();
    expect(amountProblem("0.00", "eur", 1250)).toBe("orders.payments.refund.zeroAmount");
    expect(amountProblem("-1", "eur", 1250)).toBe("orders.payments.refund.invalidAmount");
    expect(amountProblem(" ", "eur", 1250)).toBe("validation.required");
  });

  it("sends minor units, leaves out an empty note, and asks the customer's notification the way round the server does", () => {
    expect(refundValues(true).notify).toBe(false);
    expect(refundBody({ ...refundValues(false), amount: "33000", reason: "claim", note: "  " }, "krw")).toEqual({ amount: 33000, reason: "claim", no_notification: false });
    expect(refundBody({ amount: "5", reason: "other", note: " Goodwill ", notify: false }, "usd")).toEqual({ amount: 500, reason: "other", note: "Goodwill", no_notification: true });
  });
});
