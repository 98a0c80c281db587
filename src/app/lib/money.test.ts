import { describe, expect, it } from "vitest";
import { formatAmountInput, formatMoney, parseAmountInput, toMajorUnits, withTax } from "./money";

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

describe("amounts typed or pasted", () => {
  it("reads major units into minor units, keeping KRW whole", () => {
    expect(parseAmountInput("79.92", "usd")).toBe(7992);
    expect(parseAmountInput("79,9", "eur")).toBe(7990);
    expect(parseAmountInput(" $1,234.50 ", "usd")).toBe(123450);
    expect(parseAmountInput("1.234,50 €", "eur")).toBe(123450);
    expect(parseAmountInput("39,000", "krw")).toBe(39000);
    expect(parseAmountInput("₩33 000", "KRW")).toBe(33000);
    expect(parseAmountInput("12", "usd")).toBe(1200);
  });

  it("gives null for an empty text and NaN for what is not an amount", () => {
    expect(parseAmountInput("  ", "usd")).toBeNull();
    for (const text of ["abc", "-5", "1.234", "12a", "."]) expect(parseAmountInput(text, "usd")).toBeNaN();
    expect(parseAmountInput("1.5", "krw")).toBeNaN();
  });

  it("writes stored amounts back as plain input text", () => {
    expect(formatAmountInput(7990, "usd")).toBe("79.90");
    expect(formatAmountInput(39000, "krw")).toBe("39000");
  });
});
