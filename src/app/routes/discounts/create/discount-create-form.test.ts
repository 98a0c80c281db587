import { describe, expect, it } from "vitest";
import { type CreateValues, createBody, createDefaults, stepAllowed } from "./discount-create-form";

const CURRENCIES: Record<string, string> = { reg_kr: "krw", reg_eu: "eur", reg_us: "usd" };
const currencyOf = (id: string) => CURRENCIES[id];
const values = (over: Partial<CreateValues>): CreateValues => ({ ...createDefaults, code: "SAVE", ...over });

describe("new discount: steps", () => {
  it("lets the value step go on only with a percentage from 1 to 100 and a region", () => {
    expect(stepAllowed(1, values({ value: "15", regions: ["reg_eu"] }), currencyOf)).toBe(true);
    expect(stepAllowed(1, values({ value: "15", regions: [] }), currencyOf)).toBe(false);
    expect(stepAllowed(1, values({ value: "0", regions: ["reg_eu"] }), currencyOf)).toBe(false);
    expect(stepAllowed(1, values({ value: "101", regions: ["reg_eu"] }), currencyOf)).toBe(false);
    expect(stepAllowed(1, values({ value: "12.5", regions: ["reg_eu"] }), currencyOf)).toBe(false);
  });

  it("asks a fixed amount for exactly one region and an amount its currency can hold", () => {
    const fixed = (over: Partial<CreateValues>) => values({ type: "fixed", ...over });
    expect(stepAllowed(1, fixed({ value: "10.50", regions: ["reg_eu"] }), currencyOf)).toBe(true);
    expect(stepAllowed(1, fixed({ value: "10.50", regions: ["reg_eu", "reg_us"] }), currencyOf)).toBe(false);
    // KRW has no minor units: 5000.5 cannot be paid
    expect(stepAllowed(1, fixed({ value: "5000.5", regions: ["reg_kr"] }), currencyOf)).toBe(false);
    expect(stepAllowed(1, fixed({ value: "0", regions: ["reg_kr"] }), currencyOf)).toBe(false);
  });

  it("asks for a code, a whole usage limit and an ISO 8601 duration for a dynamic discount", () => {
    expect(stepAllowed(2, values({ code: " " }), currencyOf)).toBe(false);
    expect(stepAllowed(2, values({ usage_limit: "10" }), currencyOf)).toBe(true);
    expect(stepAllowed(2, values({ usage_limit: "2.5" }), currencyOf)).toBe(false);
    expect(stepAllowed(2, values({ is_dynamic: true, valid_duration: "P30D" }), currencyOf)).toBe(true);
    expect(stepAllowed(2, values({ is_dynamic: true, valid_duration: "30 days" }), currencyOf)).toBe(false);
  });

  it("refuses an end before the start", () => {
    expect(stepAllowed(3, values({ starts_at: "2026-06-10T10:00", ends_at: "2026-06-01T10:00" }), currencyOf)).toBe(false);
    expect(stepAllowed(3, values({ starts_at: "2026-06-01T10:00", ends_at: "2026-06-10T10:00" }), currencyOf)).toBe(true);
  });
});

describe("new discount: the request", () => {
  it("stores a KRW amount as typed (no minor units) and EUR 10.50 as 1050", () => {
    expect(createBody(values({ type: "fixed", value: "5000", regions: ["reg_kr"] }), currencyOf).rule.value).toBe(5000);
    expect(createBody(values({ type: "fixed", value: "10.50", regions: ["reg_eu"] }), currencyOf).rule.value).toBe(1050);
  });

  it("sends a percentage off the total with its conditions, each as its type's ids", () => {
    const body = createBody(
      values({
        value: "15",
        regions: ["reg_eu"],
        usage_limit: "10",
        description: " Summer ",
        conditions: [
          { type: "product_types", operator: "in", ids: ["ptyp_apparel"] },
          { type: "customer_groups", operator: "not_in", ids: ["cgrp_staff"] },
          { type: "product_tags", operator: "not_in", ids: [] },
        ],
      }),
      currencyOf,
    );
    expect(body).toEqual({
      code: "SAVE",
      is_dynamic: false,
      is_disabled: false,
      regions: ["reg_eu"],
      usage_limit: 10,
      rule: {
        type: "percentage",
        value: 15,
        allocation: "total",
        description: "Summer",
        conditions: [
          { operator: "in", product_types: ["ptyp_apparel"] },
          { operator: "not_in", customer_groups: ["cgrp_staff"] },
        ],
      },
    });
  });

  it("keeps a fixed amount's allocation, a dynamic discount's duration, and the dates as ISO times", () => {
    const body = createBody(
      values({ type: "fixed", allocation: "item", value: "3", regions: ["reg_us"], is_dynamic: true, valid_duration: "P30D", starts_at: "2026-06-01T10:00" }),
      currencyOf,
    );
    expect(body.rule).toMatchObject({ type: "fixed", value: 300, allocation: "item" });
    expect(body).toMatchObject({ is_dynamic: true, valid_duration: "P30D", starts_at: new Date("2026-06-01T10:00").toISOString() });
    expect(body).not.toHaveProperty("ends_at");
  });
});
