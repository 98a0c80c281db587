import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { renderPage } from "@tests/support/render";
import { storeAnswer } from "@tests/support/store";
import {
  getDeleteProductsProductMockHandler,
  getGetProductsProductMockHandler,
  getGetProductsProductResponseMock,
  getGetSalesChannelsMockHandler,
  getGetStoreMockHandler,
  getPostProductsProductMockHandler,
  getPostUploadsMockHandler,
} from "@generated/mocks/admin/admin";
import { FeatureFlagProvider } from "@app/providers/feature-flags";
import ProductDetailPage from "./ProductDetailPage";

const at = "2026-01-01T00:00:00Z";
const channel = (id: string, name: string) => ({ id, name, description: null, is_disabled: false, created_at: at, updated_at: at, deleted_at: null });
const image = (url: string) => ({ id: url, url, created_at: at, updated_at: at, deleted_at: null, metadata: null });

const PRODUCT = {
  ...getGetProductsProductResponseMock().product,
  id: "prod_1",
  title: "Shirt",
  subtitle: "Soft and light",
  handle: "shirt",
  description: null,
  material: "Cotton",
  status: "draft" as const,
  is_giftcard: false,
  discountable: true,
  weight: 250,
  length: null,
  width: null,
  height: null,
  hs_code: null,
  origin_country: "pt",
  mid_code: null,
  type: null,
  type_id: null,
  collection: null,
  collection_id: null,
  tags: [],
  categories: [],
  sales_channels: [channel("sc_1", "Web shop")],
  images: [image("https://cdn.test/a.png")],
  thumbnail: "https://cdn.test/a.png",
  metadata: { color_code: "RD", season: "summer" },
  variants: [],
  options: [],
};

let updates: unknown[];
beforeEach(() => {
  updates = [];
  server.use(
    getGetStoreMockHandler(storeAnswer({ id: "store_1", name: "Shop", feature_flags: [{ key: "product_categories", value: true }] })),
    getGetProductsProductMockHandler({ product: PRODUCT }),
    getGetSalesChannelsMockHandler({ sales_channels: [channel("sc_1", "Web shop"), channel("sc_2", "Shop floor")], count: 2, offset: 0, limit: 20 }),
    getPostProductsProductMockHandler(async ({ request }) => {
      updates.push(await request.json());
      return { product: PRODUCT };
    }),
  );
});

const render = () =>
  renderPage(
    <FeatureFlagProvider>
      <ProductDetailPage />
    </FeatureFlagProvider>,
    { path: "/a/products/:id", url: "/a/products/prod_1", others: ["/a/products"] },
  );

const section = (name: string) => screen.findByRole("region", { name });

describe("product page", () => {
  it("shows the product, section by section", async () => {
    render();
    expect(await screen.findByRole("heading", { name: "Shirt", level: 1 })).toBeInTheDocument();
    // the browser tab names it too (within its section's name in the app: layout/page-title.test.tsx)
    expect(document.title).toBe("Shirt · Medusa Admin");
    const general = await section("General information");
    expect(general).toHaveTextContent("Soft and light");
    expect(general).toHaveTextContent("/shirt");
    expect(general).toHaveTextContent("Cotton");
    expect(await section("Sales channels")).toHaveTextContent("Web shop");
    await waitFor(async () => expect(await section("Sales channels")).toHaveTextContent("Available in 1 of 2 sales channels"));
    expect(await section("Attributes")).toHaveTextContent("250");
    expect(await section("Attributes")).toHaveTextContent("PT");
    expect(await section("Metadata")).toHaveTextContent("summer");
  });

  it("counts its sales channels in the singular when the store's total is unknown", async () => {
    server.use(http.get("*/admin/sales-channels", () => HttpResponse.json({ type: "unknown_error", message: "down" }, { status: 500 })));
    render();
    expect(await section("Sales channels")).toHaveTextContent("Available in 1 sales channel");
    expect(await section("Sales channels")).not.toHaveTextContent("1 sales channels");
  });

  it("says so when the product does not exist", async () => {
    server.use(http.get("*/admin/products/:id", () => HttpResponse.json({ type: "not_found", message: "Product with id: prod_1 was not found" }, { status: 404 })));
    render();
    expect(await screen.findByRole("heading", { name: "Product not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to products" })).toHaveAttribute("href", "/a/products");
  });

  it("publishes with the status switch", async () => {
    const { user } = render();
    await user.click(await screen.findByText("Published"));
    await waitFor(() => expect(updates).toEqual([{ status: "published" }]));
  });

  it("deletes only after a confirmation, then goes back to the list", async () => {
    const deleted: string[] = [];
    server.use(
      getDeleteProductsProductMockHandler(({ params }) => {
        deleted.push(String(params.id));
        return { id: String(params.id), object: "product", deleted: true };
      }),
    );
    const { user, router } = render();
    // chosen with the keyboard, as the menu's own tests do: a pointer choice in jsdom never
    // reaches the item's select (a mouse choice is the real tier's catalog journey)
    (await screen.findByRole("button", { name: "Product actions" })).focus();
    await user.keyboard("{Enter}");
    const item = await screen.findByRole("menuitem", { name: "Delete product" });
    for (let i = 0; i < 10 && !item.hasAttribute("data-highlighted"); i++) await user.keyboard("{ArrowDown}");
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this product?" });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete product" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/a/products"));
    expect(deleted).toEqual(["prod_1"]);
  });

  it("sends only the general fields that changed", async () => {
    const { user } = render();
    await user.click(within(await section("General information")).getByRole("button", { name: "Edit general information" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit general information" });
    const title = within(dialog).getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    await user.type(title, "Linen shirt");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(updates).toEqual([{ title: "Linen shirt" }]));
  });

  it("edits metadata: changed and added keys are sent, removed ones as empty", async () => {
    const { user } = render();
    await user.click(within(await section("Metadata")).getByRole("button", { name: "Edit metadata" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit metadata" });
    const values = within(dialog).getAllByRole("textbox", { name: "Value" });
    await user.clear(values[0]);
    await user.type(values[0], "BL");
    await user.click(within(dialog).getAllByRole("button", { name: "Delete" })[1]);
    await user.click(within(dialog).getByRole("button", { name: "Add a row" }));
    await user.type(within(dialog).getAllByRole("textbox", { name: "Key" })[1], "fabric");
    await user.type(within(dialog).getAllByRole("textbox", { name: "Value" })[1], "linen");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(updates).toEqual([{ metadata: { season: "", color_code: "BL", fabric: "linen" } }]));
  });

  it("keeps the form open with what was typed when the server refuses", async () => {
    server.use(http.post("*/admin/products/:id", () => HttpResponse.json({ type: "invalid_data", message: "hs_code must be shorter" }, { status: 400 })));
    const { user } = render();
    await user.click(within(await section("Attributes")).getByRole("button", { name: "Edit attributes" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit attributes" });
    await user.type(within(dialog).getByRole("textbox", { name: "HS code" }), "6205");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("hs_code must be shorter");
    expect(within(dialog).getByRole("textbox", { name: "HS code" })).toHaveValue("6205");
  });

  it("uploads an image, then saves it on the product", async () => {
    const uploaded: FormDataEntryValue[] = [];
    server.use(
      getPostUploadsMockHandler(async ({ request }) => {
        uploaded.push(...(await request.formData()).getAll("files"));
        return { uploads: [{ url: "https://cdn.test/b.png", key: "b.png" }] };
      }),
    );
    const { user } = render();
    const media = await section("Media");
    await user.upload(within(media).getByLabelText("Upload images"), new File(["png"], "b.png", { type: "image/png" }));
    await waitFor(() => expect(within(media).getAllByRole("listitem")).toHaveLength(2));
    expect(uploaded).toHaveLength(1);
    expect(await (uploaded[0] as File).text()).toBe("png");
    expect(updates).toEqual([]);
    await user.click(within(media).getByRole("button", { name: "Move Image 2 up" }));
    await user.click(within(media).getAllByRole("button", { name: "Use as thumbnail" })[0]);
    await user.click(within(media).getByRole("button", { name: "Save media" }));
    await waitFor(() => expect(updates).toEqual([{ images: ["https://cdn.test/b.png", "https://cdn.test/a.png"], thumbnail: "https://cdn.test/b.png" }]));
  });
});
