import { fireEvent, screen, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getGetCustomersMockHandler,
  getGetProductsMockHandler,
  getGetRegionsMockHandler,
  getGetRegionsRegionMockHandler,
  getGetRegionsRegionResponseMock,
  getGetShippingOptionsMockHandler,
  getGetShippingOptionsResponseMock,
} from "@generated/mocks/admin/admin";
import { SESSION_CART_STORAGE_KEY } from "@app/providers/session-cart/session-cart-storage";
import { renderPage } from "@tests/support/render";
import { CreateDraftOrderModal } from "./CreateDraftOrderModal";
import type { DraftVariant } from "./draft-input";

const REGION = {
  ...getGetRegionsRegionResponseMock().region,
  id: "reg_na",
  name: "North America",
  currency_code: "usd",
  tax_rate: 8,
  includes_tax: false,
  countries: [{ id: 1, iso_2: "us", iso_3: "usa", num_code: 840, name: "UNITED STATES", display_name: "United States", region_id: "reg_na" }],
};
const OPTION = { ...getGetShippingOptionsResponseMock().shipping_options[0], id: "so_std", name: "Standard", region_id: "reg_na", amount: 500, price_type: "flat_rate" as const, is_return: false };
const STICKERS: DraftVariant = { id: "variant_stkr", title: "5", product_title: "Sticker Pack", sku: "STKR-5", inventory_quantity: 3, prices: [{ currency_code: "usd", amount: 500 }] };

let creates: unknown[];
beforeEach(() => {
  creates = [];
  // A cart left from an earlier visit: the region and a line are already assembled.
  localStorage.setItem(SESSION_CART_STORAGE_KEY, JSON.stringify({ region: { id: "reg_na", name: "North America", currency_code: "usd", tax_rate: 8, includes_tax: false }, items: [{ variant: STICKERS, quantity: 1 }] }));
  server.use(
    getGetCustomersMockHandler({ customers: [], count: 0, offset: 0, limit: 10 }),
    getGetRegionsMockHandler({ regions: [REGION], count: 1, offset: 0, limit: 1000 }),
    getGetRegionsRegionMockHandler({ region: REGION }),
    getGetProductsMockHandler({ products: [], count: 0, offset: 0, limit: 15 }),
    getGetShippingOptionsMockHandler({ shipping_options: [OPTION], count: 1, offset: 0, limit: 50 }),
    http.post("*/admin/draft-orders", async ({ request }) => {
      creates.push(await request.json());
      // The answer takes a moment: the second click of a double click lands while it is awaited.
      await delay(100);
      return HttpResponse.json({ type: "invalid_data", message: "Discount with code NOPE was not found" }, { status: 400 });
    }),
  );
});
afterEach(() => localStorage.clear());

const render = () => renderPage(<CreateDraftOrderModal onClose={() => undefined} />);
const wizard = () => screen.getByRole("dialog", { name: "Create draft order" });
/** Types a whole value at once (character by character is slow in jsdom). */
async function fill(user: { click: (e: Element) => Promise<void>; paste: (t: string) => Promise<void> }, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}
const next = () => within(wizard()).getAllByRole("button", { name: "Next" }).at(-1)!;

describe("create draft order wizard", () => {
  it("lets each step go on only once it is complete, keeps the cart's quantity rules, and keeps every input when the server refuses", { timeout: 60_000 }, async () => {
    const { user } = render();
    // Customer: a valid email.
    await screen.findByRole("dialog", { name: "Create draft order" });
    expect(next()).toBeDisabled();
    await fill(user, within(wizard()).getByRole("textbox", { name: "Email" }), "buyer@example.com");
    expect(next()).toBeEnabled();
    await user.click(next());

    // Region: the cart's.
    expect(await within(wizard()).findByRole("combobox", { name: "Region" })).toHaveValue("reg_na");
    await user.click(next());

    // Items: the stored line; a typed quantity is at least 1 and at most the stock.
    const quantity = await within(wizard()).findByRole("textbox", { name: "Quantity of Sticker Pack · 5" });
    await user.clear(quantity);
    await user.type(quantity, "0");
    fireEvent.blur(quantity);
    expect(quantity).toHaveValue("1");
    await user.clear(quantity);
    await user.type(quantity, "9{Enter}");
    expect(quantity).toHaveValue("3");
    await user.click(within(wizard()).getByRole("button", { name: "One more Sticker Pack · 5" }));
    expect(quantity).toHaveValue("3");
    // A custom item must be whole before the step lets the user on.
    await user.click(within(wizard()).getByRole("button", { name: "Add custom item" }));
    expect(next()).toBeDisabled();
    const custom = within(wizard()).getByRole("group", { name: "Custom item 1" });
    await fill(user, within(custom).getByRole("textbox", { name: "Title" }), "Gift wrapping");
    await fill(user, within(custom).getByRole("textbox", { name: "Unit price (USD)" }), "3.50");
    expect(next()).toBeEnabled();
    await user.click(next());

    // Shipping.
    const option = await within(wizard()).findByRole("combobox", { name: "Shipping option" });
    expect(next()).toBeDisabled();
    await user.selectOptions(option, "so_std");
    await user.click(next());

    // Addresses.
    await within(wizard()).findByRole("textbox", { name: "First name" });
    expect(next()).toBeDisabled();
    for (const [label, value] of [
      ["First name", "Dora"],
      ["Last name", "Draft"],
      ["Address", "1 Main St"],
      ["City", "Springfield"],
      ["Postal code", "12345"],
    ])
      await fill(user, within(wizard()).getByRole("textbox", { name: label }), value);
    await user.selectOptions(within(wizard()).getByRole("combobox", { name: "Country" }), "us");
    await expect.poll(() => next().hasAttribute("disabled")).toBe(false);
    await user.click(next());

    // Summary: 3 x $5.00 + $3.50, $5.00 shipping, 8 % on the stickers and shipping ($1.60).
    const totals = await within(wizard()).findByTestId("totals");
    expect(totals).toHaveTextContent(/Subtotal\s*\$18\.50/);
    expect(totals).toHaveTextContent(/Tax\s*\$1\.60/);
    expect(totals).toHaveTextContent(/Total\s*\$25\.10/);
    await user.type(within(wizard()).getByRole("textbox", { name: "Discount code" }), "nope{Enter}");
    await user.dblClick(within(wizard()).getByRole("button", { name: "Submit" }));
    expect(await within(wizard()).findByText("Discount with code NOPE was not found")).toBeInTheDocument();
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({
      email: "buyer@example.com",
      region_id: "reg_na",
      items: [{ variant_id: "variant_stkr", quantity: 3 }, { title: "Gift wrapping", unit_price: 350, quantity: 1 }],
      shipping_methods: [{ option_id: "so_std" }],
      discounts: [{ code: "NOPE" }],
    });

    // Every step kept its input.
    await user.click(within(wizard()).getByRole("button", { name: "Back" }));
    expect(within(wizard()).getByRole("textbox", { name: "First name" })).toHaveValue("Dora");
    await user.click(within(wizard()).getByRole("button", { name: "Back" }));
    await user.click(within(wizard()).getByRole("button", { name: "Back" }));
    expect(within(wizard()).getByRole("textbox", { name: "Quantity of Sticker Pack · 5" })).toHaveValue("3");
    expect(within(within(wizard()).getByRole("group", { name: "Custom item 1" })).getByRole("textbox", { name: "Title" })).toHaveValue("Gift wrapping");
  });
});
