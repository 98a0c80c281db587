import { describe, expect, it } from "vitest";
import { priceListStatus, serverStatuses } from "./price-list-status";

const NOW = new Date("2026-06-15T12:00:00Z");
const list = (status: "active" | "draft", starts_at: string | null = null, ends_at: string | null = null) => ({ status, starts_at, ends_at });

describe("price list status", () => {
  it("reads an active list by its dates: scheduled before its start, expired after its end", () => {
    expect(priceListStatus(list("active"), NOW)).toBe("active");
    expect(priceListStatus(list("active", "2026-07-01T00:00:00Z"), NOW)).toBe("scheduled");
    expect(priceListStatus(list("active", "2026-01-01T00:00:00Z", "2026-06-01T00:00:00Z"), NOW)).toBe("expired");
    expect(priceListStatus(list("active", "2026-01-01T00:00:00Z", "2026-07-01T00:00:00Z"), NOW)).toBe("active");
  });

  it("keeps a draft a draft whatever its dates", () => {
    expect(priceListStatus(list("draft", null, "2026-01-01T00:00:00Z"), NOW)).toBe("draft");
  });

  it("asks the server for active lists when scheduled or expired ones are chosen", () => {
    expect(serverStatuses([])).toBeUndefined();
    expect(serverStatuses(["scheduled", "expired"])).toEqual(["active"]);
    expect(serverStatuses(["draft", "active"])).toEqual(["draft", "active"]);
  });
});
