import { describe, expect, it } from "vitest";
import { giftCardStatus } from "./gift-card-status";

const now = new Date("2026-06-01T12:00:00Z");

describe("a gift card's status", () => {
  it("is active without an expiry date or before it", () => {
    expect(giftCardStatus({ is_disabled: false, ends_at: null }, now)).toBe("active");
    expect(giftCardStatus({ is_disabled: false, ends_at: "2026-06-02T00:00:00Z" }, now)).toBe("active");
  });

  it("is expired once its expiry date has passed", () => {
    expect(giftCardStatus({ is_disabled: false, ends_at: "2026-06-01T11:59:59Z" }, now)).toBe("expired");
  });

  it("is disabled when an operator disabled it, expired or not", () => {
    expect(giftCardStatus({ is_disabled: true, ends_at: null }, now)).toBe("disabled");
    expect(giftCardStatus({ is_disabled: true, ends_at: "2026-01-01T00:00:00Z" }, now)).toBe("disabled");
  });
});
