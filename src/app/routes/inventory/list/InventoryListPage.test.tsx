import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetInventoryItemsMockHandler, getGetStockLocationsMockHandler, getGetVariantsResponseMock } from "@generated/mocks/admin/admin";
import type { DecoratedInventoryItemDto, ProductVariant } from "@generated/admin/types.gen";
import { renderPage } from "@tests/support/render";
import { product } from "@app/routes/products/list/test-fixtures";
import InventoryListPage from "./InventoryListPage";

const AT = "2026-01-01T00:00:00.000Z";
const variant = { ...getGetVariantsResponseMock().variants[0]!, id: "variant_1", title: "M / Black", product: product("prod_1", "Classic Tee") } as ProductVariant;
const item = (id: string, sku: string, overrides: Partial<DecoratedInventoryItemDto>): DecoratedInventoryItemDto => ({
  id,
  sku,
  title: null,
  requires_shipping: true,
  metadata: null,
  created_at: AT,
  updated_at: AT,
  variants: [variant],
  stocked_quantity: 0,
  reserved_quantity: 0,
  location_levels: [],
  ...overrides,
});
const level = (location_id: string, stocked_quantity: number, reserved_quantity: number, incoming_quantity: number) => ({
  location_id,
  stocked_quantity,
  reserved_quantity,
  incoming_quantity,
  metadata: null,
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
});

let queries: URLSearchParams[];
beforeEach(() => {
  queries = [];
  server.use(
    getGetStockLocationsMockHandler({ stock_locations: [], count: 0, offset: 0, limit: 1000 }),
    getGetInventoryItemsMockHandler(({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return {
        inventory_items: [
          item("iitem_1", "TEE-M-BLACK", { stocked_quantity: 14, reserved_quantity: 9, location_levels: [level("a", 10, 3, 5), level("b", 4, 6, 2)] }),
          item("iitem_2", "GONE", { variants: [null] }),
        ],
        count: 2,
        offset: 0,
        limit: 15,
      };
    }),
  );
});

describe("inventory list", () => {
  it("shows each item's variant with its product and its quantities summed over its locations", async () => {
    renderPage(<InventoryListPage />, { path: "/a/inventory" });
    const table = await screen.findByRole("table", { name: "Inventory items" }, { timeout: 5000 });
    await waitFor(() => expect(within(table).getByText("TEE-M-BLACK")).toBeInTheDocument(), { timeout: 5000 });
    const cells = (sku: string) => within(within(table).getByText(sku).closest("tr")!).getAllByRole("cell").map((c) => c.textContent);
    expect(cells("TEE-M-BLACK")).toEqual(["TEE-M-BLACK", "M / BlackClassic Tee", "2", "14", "9", "5", "7"]);
    expect(cells("GONE")).toEqual(["GONE", "No variant (deleted)", "0", "0", "0", "0", "0"]);
    expect(within(table).getByRole("link", { name: "TEE-M-BLACK" })).toHaveAttribute("href", "/a/inventory/iitem_1");
  });

  it("searches by SKU and title on the server", async () => {
    const { user } = renderPage(<InventoryListPage />, { path: "/a/inventory" });
    await screen.findByRole("table", { name: "Inventory items" }, { timeout: 5000 });
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "tee");
    await waitFor(() => expect(queries.at(-1)?.get("q")).toBe("tee"));
  });
});
