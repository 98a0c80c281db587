import { describe, expect, it } from "vitest";
import type { ShippingOption } from "@generated/admin/types.gen";
import {
  createShippingOptionBody,
  fulfillmentChoices,
  newShippingOptionValues,
  shippingOptionSchema,
  type ShippingOptionValues,
  shippingOptionValues,
  updateShippingOptionBody,
} from "./shipping-option-form";

const MANUAL = [{ provider_id: "manual", options: [{ id: "manual-fulfillment" }, { id: "manual-fulfillment-return", is_return: true }] }];
const outbound = fulfillmentChoices(MANUAL, false);
const valid = (over: Partial<ShippingOptionValues> = {}): ShippingOptionValues => ({ ...newShippingOptionValues(outbound, "sp_default"), name: "Standard", amount: "3000", ...over });
const problems = (currency: string, values: ShippingOptionValues, mode: "create" | "edit" = "create") => {
  const result = shippingOptionSchema(currency, mode).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), (i as { params?: { i18n?: string } }).params?.i18n ?? i.code]);
};
const ctx = (currency: string) => ({ regionId: "reg_1", currency, isReturn: false, choice: outbound[0], taxInclusive: false });

describe("the shipping option form", () => {
  it("offers the provider's outbound options for shipping and its return options for returns, each sent as the option's data", () => {
    expect(outbound.map((c) => [c.key, c.label, c.data])).toEqual([["manual:0", "manual-fulfillment", { id: "manual-fulfillment" }]]);
    expect(fulfillmentChoices(MANUAL, true).map((c) => c.data)).toEqual([{ id: "manual-fulfillment-return", is_return: true }]);
    // a provider marking no return option offers its options for both
    expect(fulfillmentChoices([{ provider_id: "dhl", options: [{ id: "express", name: "Express" }] }], true).map((c) => c.label)).toEqual(["Express"]);
    expect(newShippingOptionValues(outbound, "sp_default")).toMatchObject({ option: "manual:0", profile_id: "sp_default", price_type: "flat_rate" });
  });

  it("stores ₩3,000 as 3000 (the won has no minor unit) and $30.00 as 3000", () => {
    expect(createShippingOptionBody(valid({ amount: "3,000" }), ctx("krw"))).toEqual({
      name: "Standard",
      region_id: "reg_1",
      provider_id: "manual",
      profile_id: "sp_default",
      data: { id: "manual-fulfillment" },
      price_type: "flat_rate",
      amount: 3000,
      is_return: false,
      admin_only: false,
    });
    expect(createShippingOptionBody(valid({ amount: "30.00" }), ctx("usd")).amount).toBe(3000);
    expect(createShippingOptionBody(valid({ amount: "30" }), ctx("usd")).amount).toBe(3000);
  });

  it("refuses decimals KRW does not have and an amount that is not one, per field", () => {
    expect(problems("krw", valid({ amount: "30.50" }))).toEqual([["amount", "settings.regions.shipping.form.invalidAmount"]]);
    expect(problems("usd", valid({ amount: "30.50" }))).toEqual([]);
    expect(problems("usd", valid({ amount: "", min_subtotal: "ten" }))).toEqual([
      ["amount", "validation.required"],
      ["min_subtotal", "settings.regions.shipping.form.invalidAmount"],
    ]);
  });

  it("asks for a name, a fulfillment option and a profile at creation, not when editing", () => {
    const empty = valid({ name: " ", option: "", profile_id: "" });
    expect(problems("usd", empty)).toEqual([
      ["name", "too_small"],
      ["option", "settings.regions.shipping.form.chooseOption"],
      ["profile_id", "settings.regions.shipping.form.chooseProfile"],
    ]);
    expect(problems("usd", empty, "edit")).toEqual([["name", "too_small"]]);
  });

  it("needs no amount for a calculated price, and sends none", () => {
    const calculated = valid({ price_type: "calculated", amount: "" });
    expect(problems("usd", calculated)).toEqual([]);
    expect(createShippingOptionBody(calculated, ctx("usd"))).not.toHaveProperty("amount");
  });

  it("sends the subtotal requirements typed, and refuses a maximum below the minimum", () => {
    expect(problems("krw", valid({ min_subtotal: "50000", max_subtotal: "10000" }))).toEqual([["max_subtotal", "settings.regions.shipping.form.maxBelowMin"]]);
    expect(createShippingOptionBody(valid({ min_subtotal: "50,000", max_subtotal: "" }), ctx("krw")).requirements).toEqual([{ type: "min_subtotal", amount: 50000 }]);
  });

  it("edits with the option's own requirements kept by id, an emptied one left out (the server removes it)", () => {
    const option: ShippingOption = {
      id: "so_1",
      region_id: "reg_1",
      created_at: "2026-05-01T10:00:00Z",
      updated_at: "2026-05-01T10:00:00Z",
      deleted_at: null,
      metadata: null,
      name: "Standard",
      price_type: "flat_rate",
      amount: 3000,
      admin_only: false,
      is_return: false,
      profile_id: "sp_default",
      provider_id: "manual",
      data: { id: "manual-fulfillment" },
      requirements: [
        { id: "sor_min", type: "min_subtotal", amount: 10000, shipping_option_id: "so_1", deleted_at: null },
        { id: "sor_max", type: "max_subtotal", amount: 90000, shipping_option_id: "so_1", deleted_at: null },
      ],
    };
    const values = shippingOptionValues(option, "krw");
    expect(values).toMatchObject({ amount: "3000", min_subtotal: "10000", max_subtotal: "90000" });
    expect(updateShippingOptionBody({ ...values, amount: "4000", min_subtotal: "20000", max_subtotal: "", admin_only: true }, option, "krw", false)).toEqual({
      name: "Standard",
      price_type: "flat_rate",
      amount: 4000,
      requirements: [{ id: "sor_min", type: "min_subtotal", amount: 20000 }],
      admin_only: true,
    });
    expect(shippingOptionValues({ ...option, amount: 3050 }, "usd").amount).toBe("30.50");
  });
});
