import { describe, expect, it } from "vitest";
import { discountStatus } from "./discount-status";

const NOW = new Date("2026-06-15T12:00:00Z");

describe("discount status", () => {
  it("is active between its start and its end, or with no end", () => {
    expect(discountStatus({ is_disabled: false, starts_at: "2026-06-01T00:00:00Z", ends_at: "2026-07-01T00:00:00Z" }, NOW)).toBe("active");
    expect(discountStatus({ is_disabled: false, starts_at: "2026-06-01T00:00:00Z", ends_at: null }, NOW)).toBe("active");
  });

  it("is scheduled before its start", () => {
    expect(discountStatus({ is_disabled: false, starts_at: "2026-06-16T00:00:00Z", ends_at: null }, NOW)).toBe("scheduled");
  });

  it("is expired once its end has passed", () => {
    expect(discountStatus({ is_disabled: false, starts_at: "2026-01-01T00:00:00Z", ends_at: "2026-06-15T11:59:59Z" }, NOW)).toBe("expired");
  });

  it("is disabled whatever its dates say", () => {
    expect(discountStatus({ is_disabled: true, starts_at: "2026-06-16T00:00:00Z", ends_at: null }, NOW)).toBe("disabled");
    expect(discountStatus({ is_disabled: true, starts_at: "2026-01-01T00:00:00Z", ends_at: "2026-02-01T00:00:00Z" }, NOW)).toBe("disabled");
  });
});
