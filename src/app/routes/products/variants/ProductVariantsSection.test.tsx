import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getDeleteProductsProductOptionsOptionMockHandler,
  getDeleteProductsProductOptionsOptionResponseMock,
  getDeleteProductsProductVariantsVariantMockHandler,
  getDeleteProductsProductVariantsVariantResponseMock,
  getGetRegionsMockHandler,
  getGetStoreMockHandler,
  getPostProductsProductOptionsMockHandler,
  getPostProductsProductOptionsOptionMockHandler,
  getPostProductsProductVariantsMockHandler,
  getPostProductsProductVariantsVariantMockHandler,
} from "@generated/mocks/admin/admin";
import type { PricedProduct } from "@generated/admin/types.gen";
import { renderPage } from "@tests/support/render";
import { BLUE, PRODUCT, REGIONS, SILVER, STORE } from "../prices/test-fixtures";
import { ProductVariantsSection } from "./ProductVariantsSection";

type Call = { method: string; path: string; body: unknown };
let calls: Call[];

/** Notes a call (method, path, body) before the handler answers. */
async function record(request: Request) {
  const body = request.method === "DELETE" ? undefined : await request.json();
  calls.push({ method: request.method, path: new URL(request.url).pathname, body });
}

beforeEach(() => {
  calls = [];
  const updated = async ({ request }: { request: Request }) => {
    await record(request);
    return { product: PRODUCT };
  };
  server.use(
    getGetStoreMockHandler(STORE),
    getGetRegionsMockHandler(REGIONS),
    getPostProductsProductOptionsMockHandler(updated),
    getPostProductsProductOptionsOptionMockHandler(updated),
    getPostProductsProductVariantsMockHandler(updated),
    getPostProductsProductVariantsVariantMockHandler(updated),
    getDeleteProductsProductOptionsOptionMockHandler(async ({ request }) => {
      await record(request);
      return getDeleteProductsProductOptionsOptionResponseMock();
    }),
    getDeleteProductsProductVariantsVariantMockHandler(async ({ request }) => {
      await record(request);
      return getDeleteProductsProductVariantsVariantResponseMock();
    }),
  );
});

const render = (product: PricedProduct = PRODUCT) => renderPage(<ProductVariantsSection product={product} />);
const variantRow = (title: string) => screen.getByRole("row", { name: new RegExp(`^${title} `) });

describe("product options", () => {
  it("lists each option with its values once, and the variants with their codes and stock", () => {
    render();
    const color = screen.getByRole("listitem", { name: "Color" });
    expect(within(color).getByText("Silver")).toBeInTheDocument();
    expect(within(color).getByText("Blue")).toBeInTheDocument();
    expect(variantRow("Silver")).toHaveTextContent("SKU-SILVER");
    expect(variantRow("Silver")).toHaveTextContent("5");
  });

  it("shows each variant's own prices in the store's currencies, KRW without minor units", async () => {
    render();
    await waitFor(() => expect(variantRow("Silver")).toHaveTextContent("$29.00 · €27.00 · ₩39,000"));
    // A region's price is in the grid, not here; a missing currency is simply absent.
    expect(variantRow("Silver")).not.toHaveTextContent("€25.00");
    expect(variantRow("Blue")).toHaveTextContent("$29.00 · €27.00");
    expect(variantRow("Blue")).not.toHaveTextContent("₩");
  });

  it("adds an option after checking its name", async () => {
    const { user } = render();
    await user.click(screen.getByRole("button", { name: "Add option" }));
    const dialog = screen.getByRole("dialog", { name: "Add an option" });
    await user.click(within(dialog).getByRole("button", { name: "Add option" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Option name/ }), "Size");
    await user.click(within(dialog).getByRole("button", { name: "Add option" }));
    await waitFor(() => expect(calls).toEqual([{ method: "POST", path: "/admin/products/prod_1/options", body: { title: "Size" } }]));
  });

  it("renames an option", async () => {
    const { user } = render();
    await user.click(screen.getByRole("button", { name: "Edit option Color" }));
    const name = screen.getByRole("textbox", { name: /Option name/ });
    expect(name).toHaveValue("Color");
    await user.clear(name);
    await user.type(name, "Colour{Enter}");
    await waitFor(() => expect(calls).toEqual([{ method: "POST", path: "/admin/products/prod_1/options/opt_color", body: { title: "Colour" } }]));
  });

  it("deletes an option only once confirmed", async () => {
    const { user } = render();
    await user.click(screen.getByRole("button", { name: "Delete option Color" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete the option “Color”?" });
    expect(calls).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls).toEqual([{ method: "DELETE", path: "/admin/products/prod_1/options/opt_color", body: undefined }]));
  });

  it("creates the missing combinations of option values, after confirming", async () => {
    const size = (id: string, value: string) => ({ ...SILVER.options![0]!, id: `size_${id}`, option_id: "opt_size", variant_id: id, value });
    const silverS = { ...SILVER, title: "S / Silver", options: [size(SILVER.id, "S"), SILVER.options![0]!] };
    const blueM = { ...BLUE, title: "M / Blue", options: [size(BLUE.id, "M"), BLUE.options![0]!] };
    const product = {
      ...PRODUCT,
      options: [{ ...PRODUCT.options![0]!, id: "opt_size", title: "Size", values: [silverS.options[0]!, blueM.options[0]!] }, PRODUCT.options![0]!],
      variants: [silverS, blueM],
    };
    const { user } = render(product);
    await user.click(screen.getByRole("button", { name: "Generate missing variants (2)" }));
    const confirm = screen.getByRole("alertdialog", { name: "Variants to create: 2" });
    expect(confirm).toHaveTextContent("S / Blue, M / Silver");
    await user.click(within(confirm).getByRole("button", { name: "Create variants" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.body)).toEqual([
      { title: "S / Blue", options: [{ option_id: "opt_size", value: "S" }, { option_id: "opt_color", value: "Blue" }], prices: [] },
      { title: "M / Silver", options: [{ option_id: "opt_size", value: "M" }, { option_id: "opt_color", value: "Silver" }], prices: [] },
    ]);
  });
});

describe("product variants", () => {
  it("deletes a variant only once confirmed", async () => {
    const { user } = render();
    await user.click(screen.getByRole("button", { name: "Delete Blue" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete the variant “Blue”?" });
    expect(calls).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls).toEqual([{ method: "DELETE", path: "/admin/products/prod_1/variants/var_blue", body: undefined }]));
  });

  it("creates a variant with its option value and prices in minor units (KRW whole), after checking the fields", async () => {
    const { user } = render();
    await user.click(screen.getByRole("button", { name: "Add variant" }));
    const form = await screen.findByRole("dialog", { name: "New variant" });
    const field = (name: RegExp) => within(form).getByRole("textbox", { name });
    await user.type(field(/^USD/), "x");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("Not a valid amount")).toBeInTheDocument();
    expect(within(form).getAllByText("This field is required")).toHaveLength(2);
    expect(calls).toEqual([]);

    await user.type(field(/^Title/), "Red");
    await user.type(field(/^Color/), "Red");
    await user.type(field(/^SKU/), "SKU-RED");
    await user.clear(field(/^USD/));
    await user.type(field(/^USD/), "12.5");
    await user.type(field(/^KRW/), "15,000");
    await user.type(field(/^Europe/), "11");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: "POST",
      path: "/admin/products/prod_1/variants",
      body: {
        title: "Red",
        sku: "SKU-RED",
        manage_inventory: true,
        allow_backorder: false,
        inventory_quantity: 0,
        options: [{ option_id: "opt_color", value: "Red" }],
        prices: [
          { currency_code: "usd", amount: 1250 },
          { currency_code: "krw", amount: 15000 },
          { region_id: "reg_eu", amount: 1100 },
        ],
      },
    });
  });

  it("updates a variant with its whole price list, clearing emptied fields", async () => {
    const { user } = render();
    await user.click(screen.getByRole("button", { name: "Edit Silver" }));
    const form = await screen.findByRole("dialog", { name: "Edit variant" });
    const sku = within(form).getByRole("textbox", { name: /^SKU/ });
    expect(sku).toHaveValue("SKU-SILVER");
    await user.clear(sku);
    const krw = within(form).getByRole("textbox", { name: /^KRW/ });
    expect(krw).toHaveValue("39000");
    await user.clear(krw);
    await user.type(krw, "41000");
    await user.clear(within(form).getByRole("textbox", { name: /^EUR/ }));
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const { path, body } = calls[0] as { path: string; body: Record<string, unknown> };
    expect(path).toBe("/admin/products/prod_1/variants/var_silver");
    expect(body).toMatchObject({ title: "Silver", sku: null, ean: null, options: [{ option_id: "opt_color", value: "Silver" }] });
    expect(body.prices).toEqual([
      { id: "ma_s_usd", currency_code: "usd", amount: 2900 },
      { id: "ma_s_krw", currency_code: "krw", amount: 41000 },
      { id: "ma_s_reg_eu", region_id: "reg_eu", amount: 2500 },
    ]);
  });

  it("duplicates a variant as a new one, without its codes and price ids", async () => {
    const { user } = render();
    await user.click(screen.getByRole("button", { name: "Duplicate Silver" }));
    const form = await screen.findByRole("dialog", { name: "Duplicate variant" });
    expect(within(form).getByRole("textbox", { name: /^Title/ })).toHaveValue("Silver (copy)");
    expect(within(form).getByRole("textbox", { name: /^SKU/ })).toHaveValue("");
    const color = within(form).getByRole("textbox", { name: /^Color/ });
    await user.clear(color);
    await user.type(color, "Gold");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      path: "/admin/products/prod_1/variants",
      body: {
        title: "Silver (copy)",
        options: [{ option_id: "opt_color", value: "Gold" }],
        prices: [
          { currency_code: "usd", amount: 2900 },
          { currency_code: "eur", amount: 2700 },
          { currency_code: "krw", amount: 39000 },
          { region_id: "reg_eu", amount: 2500 },
        ],
      },
    });
    expect(calls[0]!.body).not.toHaveProperty("sku");
  });
});
