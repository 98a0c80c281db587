import { describe, expect, it } from "vitest";
import { formatMoney, toMajorUnits, withTax } from "./money";

describe("money", () => {
  it("divides by 100 except for currencies without a minor unit", () => {
    expect(toMajorUnits(7992, "usd")).toBe(79.92);
    expect(toMajorUnits(33000, "KRW")).toBe(33000);
    expect(toMajorUnits(500, "jpy")).toBe(500);
    expect(toMajorUnits(1000, "vnd")).toBe(1000);
  });

  it("formats in en-US by default and in the given locale otherwise", () => {
    expect(formatMoney(7992, "usd")).toBe("$79.92");
    expect(formatMoney(33000, "krw")).toBe("₩33,000");
    expect(formatMoney(1050, "eur", "de")).toBe("10,50\u00a0€");
  });

  it("adds tax as tax_rate / 100", () => {
    expect(withTax(1000, 20)).toBe(1200);
  });
});
