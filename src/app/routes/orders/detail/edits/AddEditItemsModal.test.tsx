import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getGetProductsMockHandler,
  getGetProductsResponseMock,
  getGetVariantsMockHandler,
  getGetVariantsResponseMock,
  getPostOrderEditsEditLineItemsMockHandler,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { EDIT, ORDER } from "./test-fixtures";
import { AddEditItemsModal } from "./AddEditItemsModal";

const baseVariant = getGetVariantsResponseMock().variants[0]!;
const variant = (id: string, title: string, sku: string, calculated_price: number | null) => ({
  ...baseVariant,
  id,
  title,
  sku,
  product_id: "prod_cap",
  manage_inventory: true,
  inventory_quantity: 50,
  original_price: calculated_price,
  calculated_price,
  deleted_at: null,
});
const VARIANTS = [variant("var_black", "Black", "CAP-BLACK", 1800), variant("var_red", "Red", "CAP-RED", 1500), variant("var_gold", "Gold", "CAP-GOLD", null)];
const PRODUCT = { ...getGetProductsResponseMock().products[0]!, id: "prod_cap", title: "Baseball Cap", thumbnail: null, variants: VARIANTS };

let variantQueries: URLSearchParams[];
let added: unknown[];
let closed: number;
// The second add waits for the test, so clicks land while it runs.
let release: () => void;

beforeEach(() => {
  variantQueries = [];
  added = [];
  closed = 0;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    getGetProductsMockHandler({ products: [PRODUCT], count: 1, offset: 0, limit: 15 }),
    getGetVariantsMockHandler(({ request }) => {
      variantQueries.push(new URL(request.url).searchParams);
      return { variants: VARIANTS, count: VARIANTS.length };
    }),
    getPostOrderEditsEditLineItemsMockHandler(async ({ request }) => {
      added.push(await request.json());
      if (added.length === 2) await held;
      return { order_edit: EDIT };
    }),
  );
});

const render = () => renderPage(<AddEditItemsModal order={ORDER} edit={EDIT} onClose={() => closed++} />);
const dialog = () => screen.getByRole("dialog", { name: "Add items" });
/** A variant's row, by its SKU (jsdom leaves the checkbox's label out of the row's name). */
const row = (sku: string) => within(dialog()).getByText(sku).closest("tr");
const box = (variantTitle: string) => within(dialog()).getByRole("checkbox", { name: `Select Baseball Cap – ${variantTitle}` });

describe("adding variants to an edit", () => {
  it("prices the variants for the order's region and customer; one without a price cannot be picked", async () => {
    render();
    await waitFor(() => expect(row("CAP-RED")).toHaveTextContent("€15.00"), { timeout: 5000 });
    expect(variantQueries.at(-1)!.get("region_id")).toBe("reg_eu");
    expect(variantQueries.at(-1)!.get("customer_id")).toBe("cus_1");
    expect(variantQueries.at(-1)!.getAll("id[]")).toEqual(["var_black", "var_red", "var_gold"]);
    expect(box("Gold")).toBeDisabled();
    expect(row("CAP-GOLD")).toHaveTextContent("No price");
  });

  it("adds each picked variant once, however fast Add is clicked", async () => {
    const { user } = render();
    await waitFor(() => expect(row("CAP-BLACK")).toHaveTextContent("€18.00"), { timeout: 5000 });
    await user.click(box("Black"));
    await user.click(box("Red"));
    const add = within(dialog()).getByRole("button", { name: "Add 2 items" });
    await user.dblClick(add);
    fireEvent.click(add);
    await waitFor(() => expect(added).toHaveLength(2));
    release();
    await waitFor(() => expect(closed).toBe(1));
    expect(added).toEqual([
      { variant_id: "var_black", quantity: 1 },
      { variant_id: "var_red", quantity: 1 },
    ]);
  });

  it("stops at a refusal, says why, and keeps the picks not yet added", async () => {
    const { user } = render();
    await waitFor(() => expect(row("CAP-BLACK")).toHaveTextContent("€18.00"), { timeout: 5000 });
    server.use(http.post("*/admin/order-edits/:id/items", () => HttpResponse.json({ type: "not_allowed", message: "Variant is out of stock" }, { status: 400 })));
    await user.click(box("Red"));
    await user.click(within(dialog()).getByRole("button", { name: "Add 1 item" }));
    expect(await within(dialog()).findByText("Variant is out of stock")).toBeInTheDocument();
    expect(box("Red")).toBeChecked();
    expect(closed).toBe(0);
  });
});
