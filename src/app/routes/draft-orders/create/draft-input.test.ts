import { describe, expect, it } from "vitest";
import { type CartRegion, cartTotals } from "@app/providers/session-cart/cart-totals";
import { sessionCartReducer, withTotals } from "@app/providers/session-cart/session-cart-state";
import { addressValues } from "@app/routes/orders/detail/customer/customer-forms";
import { type DraftInput, type DraftVariant, draftOrderBody, draftTotals, emptyDraftInput, type StepContext, stepValid } from "./draft-input";

const usd: CartRegion = { id: "reg_na", name: "North America", currency_code: "usd", tax_rate: 8, includes_tax: false };
const krw: CartRegion = { id: "reg_kr", name: "Korea", currency_code: "krw", tax_rate: 10, includes_tax: false };
const stickers: DraftVariant = { id: "variant_stkr", title: "5", product_title: "Sticker Pack", inventory_quantity: 3, prices: [{ currency_code: "usd", amount: 500 }] };
const cap: DraftVariant = { id: "variant_cap", title: "Black", product_title: "Cap", inventory_quantity: 50, prices: [{ currency_code: "usd", amount: 900 }] };
const items = (...lines: [DraftVariant, number][]) => cartTotals(lines.map(([variant, quantity]) => ({ variant, quantity })), usd).items;
const ctx = (input: Partial<DraftInput>, rest: Partial<StepContext> = {}): StepContext => ({ input: { ...emptyDraftInput, ...input }, region: usd, items: [], addressesValid: false, ...rest });

describe("the create wizard's steps", () => {
  it("goes on from the customer with a valid email, chosen or typed", () => {
    expect(stepValid("customer", ctx({ email: "" }))).toBe(false);
    expect(stepValid("customer", ctx({ email: "not-an-email" }))).toBe(false);
    expect(stepValid("customer", ctx({ email: " buyer@example.com " }))).toBe(true);
  });

  it("needs a region, then at least one line with valid prices", () => {
    expect(stepValid("region", ctx({}, { region: null }))).toBe(false);
    expect(stepValid("region", ctx({}))).toBe(true);
    expect(stepValid("items", ctx({}))).toBe(false);
    // A line stepped down to 0 stays in the cart but is no item of the draft.
    expect(stepValid("items", ctx({}, { items: items([stickers, 0]) }))).toBe(false);
    expect(stepValid("items", ctx({}, { items: items([stickers, 1]) }))).toBe(true);
    expect(stepValid("items", ctx({ overrides: { variant_stkr: "4.5x" } }, { items: items([stickers, 1]) }))).toBe(false);
    expect(stepValid("items", ctx({ overrides: { variant_stkr: "4.50" } }, { items: items([stickers, 1]) }))).toBe(true);
  });

  it("wants a custom item whole: a title, a price and a quantity of at least 1", () => {
    const line = { key: "c1", title: "Gift wrapping", price: "3.50", quantity: 1 };
    expect(stepValid("items", ctx({ custom: [line] }))).toBe(true);
    expect(stepValid("items", ctx({ custom: [{ ...line, title: "  " }] }))).toBe(false);
    expect(stepValid("items", ctx({ custom: [{ ...line, price: "" }] }))).toBe(false);
    expect(stepValid("items", ctx({ custom: [{ ...line, quantity: 0 }] }))).toBe(false);
    // KRW has no minor unit: "1.5" is no price there.
    expect(stepValid("items", ctx({ custom: [{ ...line, price: "1.5" }] }, { region: krw }))).toBe(false);
    expect(stepValid("items", ctx({ custom: [{ ...line, price: "3000" }] }, { region: krw }))).toBe(true);
  });

  it("needs a shipping option and valid addresses; the summary always lets the user submit", () => {
    expect(stepValid("shipping", ctx({}))).toBe(false);
    expect(stepValid("shipping", ctx({ shipping: { id: "so_std", name: "Standard", amount: 500 } }))).toBe(true);
    expect(stepValid("addresses", ctx({}))).toBe(false);
    expect(stepValid("addresses", ctx({}, { addressesValid: true }))).toBe(true);
    expect(stepValid("summary", ctx({}))).toBe(true);
  });
});

describe("the session cart's quantity rules, as the items step uses them", () => {
  const start = withTotals(usd, []);
  const added = sessionCartReducer(start, { type: "addItem", item: { variant: stickers, quantity: 1 } });

  it("bounds a typed quantity to at least 1 and at most the stock; steps stop at the stock and at 0", () => {
    expect(sessionCartReducer(added, { type: "setQuantity", id: "variant_stkr", quantity: 0 }).items[0].quantity).toBe(1);
    expect(sessionCartReducer(added, { type: "setQuantity", id: "variant_stkr", quantity: 9 }).items[0].quantity).toBe(3);
    let state = added;
    for (let i = 0; i < 5; i++) state = sessionCartReducer(state, { type: "increment", id: "variant_stkr" });
    expect(state.items[0].quantity).toBe(3);
    for (let i = 0; i < 5; i++) state = sessionCartReducer(state, { type: "decrement", id: "variant_stkr" });
    expect(state.items[0].quantity).toBe(0);
  });

  it("keeps one line per variant: adding it again replaces the line", () => {
    const again = sessionCartReducer(sessionCartReducer(added, { type: "setQuantity", id: "variant_stkr", quantity: 2 }), { type: "addItem", item: { variant: stickers, quantity: 1 } });
    expect(again.items.map((i) => [i.id, i.quantity])).toEqual([["variant_stkr", 1]]);
  });
});

describe("the summary's totals", () => {
  it("adds items, typed prices, custom items and shipping, with the region's tax on catalog lines and shipping", () => {
    const input: DraftInput = {
      ...emptyDraftInput,
      overrides: { variant_cap: "8.00" },
      custom: [{ key: "c1", title: "Gift wrapping", price: "3.50", quantity: 1 }],
      shipping: { id: "so_std", name: "Standard", amount: 500 },
    };
    // 1 x 5.00 + 2 x 8.00 (typed over 9.00) + 3.50 custom; 8 % on 21.00 of catalog and 5.00 of shipping.
    expect(draftTotals(input, usd, items([stickers, 1], [cap, 2]))).toEqual({ subtotal: 2450, shipping: 500, tax: 208, total: 3158 });
  });

  it("leaves the tax unknown where prices include it", () => {
    expect(draftTotals(emptyDraftInput, { ...usd, includes_tax: true }, items([cap, 1]))).toEqual({ subtotal: 900, shipping: 0, tax: null, total: 900 });
  });
});

describe("the create request", () => {
  const shipping = { ...addressValues(null), first_name: "Dora", last_name: "Draft", address_1: "1 Main St", city: "Springfield", postal_code: "12345", country_code: "us" };

  it("sends the customer, region, lines (typed prices as unit_price), the shipping method, addresses and codes", () => {
    const input: DraftInput = {
      ...emptyDraftInput,
      customer: { id: "cus_1", email: "dora@example.com", first_name: "Dora", last_name: "Draft" },
      email: "dora@example.com",
      overrides: { variant_cap: "8.00", variant_stkr: "" },
      custom: [{ key: "c1", title: " Gift wrapping ", price: "3.50", quantity: 2 }],
      shipping: { id: "so_std", name: "Standard", amount: 500 },
      discounts: ["SUMMER"],
    };
    expect(draftOrderBody(input, usd, items([stickers, 1], [cap, 0], [cap, 2]), shipping, addressValues(null))).toEqual({
      email: "dora@example.com",
      region_id: "reg_na",
      customer_id: "cus_1",
      items: [
        { variant_id: "variant_stkr", quantity: 1 },
        { variant_id: "variant_cap", quantity: 2, unit_price: 800 },
        { title: "Gift wrapping", unit_price: 350, quantity: 2 },
      ],
      shipping_methods: [{ option_id: "so_std" }],
      shipping_address: { first_name: "Dora", last_name: "Draft", address_1: "1 Main St", city: "Springfield", postal_code: "12345", country_code: "us" },
      billing_address: { first_name: "Dora", last_name: "Draft", address_1: "1 Main St", city: "Springfield", postal_code: "12345", country_code: "us" },
      discounts: [{ code: "SUMMER" }],
    });
  });

  it("sends a typed email without a customer, and the billing address when it differs", () => {
    const billing = { ...shipping, first_name: "Accounts", city: "Shelbyville" };
    const body = draftOrderBody({ ...emptyDraftInput, email: "new@example.com", sameBilling: false, shipping: { id: "so_std", name: "S", amount: 0 } }, usd, items([cap, 1]), shipping, billing);
    expect(body).not.toHaveProperty("customer_id");
    expect(body).not.toHaveProperty("discounts");
    expect(body.billing_address).toMatchObject({ first_name: "Accounts", city: "Shelbyville" });
  });
});
