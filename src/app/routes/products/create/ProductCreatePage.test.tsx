import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { renderPage } from "@tests/support/render";
import {
  getGetCollectionsMockHandler,
  getGetProductCategoriesMockHandler,
  getGetProductTagsMockHandler,
  getGetProductTypesMockHandler,
  getGetSalesChannelsMockHandler,
  getGetStoreMockHandler,
  getPostProductsMockHandler,
  getPostProductsResponseMock,
} from "@generated/mocks/admin/admin";
import { FeatureFlagProvider } from "@app/providers/feature-flags";
import ProductCreatePage from "./ProductCreatePage";
import { storeAnswer } from "@tests/support/store";

const at = "2026-01-01T00:00:00Z";
const LOADED = { timeout: 5000 };

let bodies: Record<string, unknown>[];
beforeEach(() => {
  bodies = [];
  server.use(
    getGetStoreMockHandler(storeAnswer({ id: "store_1", name: "Shop", feature_flags: [{ key: "product_categories", value: true }] })),
    getGetProductTypesMockHandler({ product_types: [{ id: "ptyp_1", value: "Apparel", created_at: at, updated_at: at, deleted_at: null, metadata: null }], count: 1, offset: 0, limit: 1000 }),
    getGetProductTagsMockHandler({ product_tags: [{ id: "ptag_1", value: "cotton", created_at: at, updated_at: at, deleted_at: null, metadata: null }], count: 1, offset: 0, limit: 1000 }),
    getGetCollectionsMockHandler({ collections: [{ id: "pcol_1", title: "Summer", handle: "summer", created_at: at, updated_at: at }], count: 1, offset: 0, limit: 1000 }),
    getGetProductCategoriesMockHandler({
      product_categories: [
        { id: "pcat_1", name: "Apparel", handle: "apparel", parent_category_id: null, is_active: true, is_internal: false, created_at: at, updated_at: at, metadata: null },
        { id: "pcat_2", name: "Shirts", handle: "shirts", parent_category_id: "pcat_1", is_active: true, is_internal: false, created_at: at, updated_at: at, metadata: null },
      ],
      count: 2,
      offset: 0,
      limit: 1000,
    }),
    getGetSalesChannelsMockHandler({ sales_channels: [{ id: "sc_1", name: "Web shop", description: null, is_disabled: false, created_at: at, updated_at: at, deleted_at: null }], count: 1, offset: 0, limit: 20 }),
    getPostProductsMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return { product: { ...getPostProductsResponseMock().product, id: "prod_new", title: "Shirt" } };
    }),
  );
});

const render = () =>
  renderPage(
    <FeatureFlagProvider>
      <ProductCreatePage />
    </FeatureFlagProvider>,
    { path: "/a/products/new", others: ["/a/products/:id"] },
  );

type User = ReturnType<typeof render>["user"];

async function pick(user: User, label: string, option: string | RegExp, typed?: string) {
  const input = screen.getByRole("combobox", { name: label });
  await user.click(input);
  // Pasted: typed key by key, jsdom drops some of the combobox's keystrokes.
  if (typed) await user.paste(typed);
  await user.click(await screen.findByRole("option", { name: option }));
  await user.keyboard("{Escape}");
}

describe("new product", () => {
  it("creates the product with its organisation, options and the variants they make, then opens it", async () => {
    const { user, router } = render();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Shirt");
    await user.type(screen.getByRole("textbox", { name: "Material" }), "Cotton");

    await waitFor(() => expect(screen.getByRole("combobox", { name: "Categories" })).toBeInTheDocument(), LOADED);
    await pick(user, "Type", "Apparel");
    await pick(user, "Collection", "Summer");
    await pick(user, "Tags", "cotton");
    await pick(user, "Tags", "Create “organic”", "organic");
    await pick(user, "Categories", "Apparel › Shirts", "shirts");
    await pick(user, "Sales channels", "Web shop");
    expect(screen.getByRole("button", { name: "Remove organic" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add an option" }));
    await user.type(screen.getByRole("textbox", { name: "Option" }), "Size");
    await user.type(screen.getByRole("textbox", { name: /Values/ }), "S, M");
    await user.click(screen.getByRole("button", { name: "Add an option" }));
    await user.type(screen.getAllByRole("textbox", { name: "Option" })[1], "Color");
    await user.type(screen.getAllByRole("textbox", { name: /Values/ })[1], "Red, Blue");
    const variants = screen.getByRole("table", { name: "Variants" });
    expect(within(variants).getAllByRole("row").slice(1).map((r) => r.textContent)).toEqual(["S / Red", "S / Blue", "M / Red", "M / Blue"]);
    await user.type(screen.getByRole("textbox", { name: "SKU of M / Blue" }), "SHIRT-M-BLUE");
    await user.type(screen.getByRole("spinbutton", { name: "Weight (g)" }), "250");

    await user.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/a/products/prod_new"));
    expect(bodies).toEqual([
      {
        title: "Shirt",
        material: "Cotton",
        discountable: true,
        is_giftcard: false,
        status: "draft",
        weight: 250,
        type: { id: "ptyp_1", value: "Apparel" },
        collection_id: "pcol_1",
        tags: [{ id: "ptag_1", value: "cotton" }, { value: "organic" }],
        categories: [{ id: "pcat_2" }],
        sales_channels: [{ id: "sc_1" }],
        options: [{ title: "Size" }, { title: "Color" }],
        variants: [
          { title: "S / Red", options: [{ value: "S" }, { value: "Red" }], prices: [] },
          { title: "S / Blue", options: [{ value: "S" }, { value: "Blue" }], prices: [] },
          { title: "M / Red", options: [{ value: "M" }, { value: "Red" }], prices: [] },
          { title: "M / Blue", sku: "SHIRT-M-BLUE", options: [{ value: "M" }, { value: "Blue" }], prices: [] },
        ],
      },
    ]);
  }, 40_000); // many fields to fill, on a machine that may be busy

  it("publishes a gift card, which is never discountable", async () => {
    const { user } = render();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Gift card");
    await user.click(screen.getByText("This product is a gift card"));
    expect(screen.getByRole("checkbox", { name: "Discountable" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ title: "Gift card", is_giftcard: true, discountable: false, status: "published" });
  });

  it("shows what is missing and sends nothing", async () => {
    const { user } = render();
    await user.click(screen.getByRole("button", { name: "Add an option" }));
    await user.type(screen.getByRole("textbox", { name: "Option" }), "Size");
    await user.click(screen.getByRole("button", { name: "Save as draft" }));
    expect(await screen.findByRole("textbox", { name: "Title" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: /Values/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getAllByText("This field is required")).toHaveLength(2);
    expect(bodies).toEqual([]);
  });

  it("keeps what was typed when the server refuses", async () => {
    server.use(http.post("*/admin/products", () => HttpResponse.json({ type: "duplicate_error", message: "Handle shirt is taken" }, { status: 422 })));
    const { user, router } = render();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Shirt");
    await user.type(screen.getByRole("textbox", { name: "Handle" }), "shirt");
    await user.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Save as draft" })).not.toHaveAttribute("data-loading"));
    expect(router.state.location.pathname).toBe("/a/products/new");
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Shirt");
    expect(screen.getByRole("textbox", { name: "Handle" })).toHaveValue("shirt");
  });
});
