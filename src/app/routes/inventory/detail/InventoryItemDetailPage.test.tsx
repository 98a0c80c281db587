import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getGetInventoryItemsInventoryItemLocationLevelsMockHandler,
  getGetInventoryItemsInventoryItemMockHandler,
  getGetInventoryItemsMockHandler,
  getGetReservationsMockHandler,
  getGetStockLocationsMockHandler,
  getPostReservationsMockHandler,
} from "@generated/mocks/admin/admin";
import type { AdminPostReservationsReq, InventoryLevelDto, StockLocationExpandedDto } from "@generated/admin/types.gen";
import { renderPage } from "@tests/support/render";
import InventoryItemDetailPage from "./InventoryItemDetailPage";

const AT = "2026-01-01T00:00:00.000Z";
const location = (id: string, name: string): StockLocationExpandedDto => ({ id, name, address_id: null, address: null, metadata: null, created_at: AT, updated_at: AT, sales_channels: [] });
const level = (location_id: string, stocked_quantity: number, reserved_quantity: number, incoming_quantity: number): InventoryLevelDto => ({
  location_id,
  stocked_quantity,
  reserved_quantity,
  incoming_quantity,
  metadata: null,
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
});
const ITEM = { id: "iitem_1", sku: "TEE-M", title: null, requires_shipping: true, metadata: null, created_at: AT, updated_at: AT };

let levels: InventoryLevelDto[];
let sent: AdminPostReservationsReq[];
beforeEach(() => {
  levels = [level("sloc_a", 10, 3, 5), level("sloc_b", 4, 6, 0)];
  sent = [];
  server.use(
    getGetInventoryItemsInventoryItemMockHandler({ inventory_item: ITEM }),
    getGetInventoryItemsMockHandler({ inventory_items: [{ ...ITEM, variants: [null], stocked_quantity: 14, reserved_quantity: 9, location_levels: levels }], count: 1, offset: 0, limit: 1 }),
    getGetInventoryItemsInventoryItemLocationLevelsMockHandler(() => ({ inventory_item: { id: "iitem_1", location_levels: levels } })),
    getGetStockLocationsMockHandler({ stock_locations: [location("sloc_a", "Hamburg"), location("sloc_b", "Bremen"), location("sloc_c", "Köln")], count: 3, offset: 0, limit: 1000 }),
    getGetReservationsMockHandler({ reservations: [], count: 0, offset: 0, limit: 15 }),
    getPostReservationsMockHandler(async ({ request }) => {
      const body = (await request.json()) as AdminPostReservationsReq;
      sent.push(body);
      return { reservation: { id: "res_1", ...body, description: body.description ?? null, created_by: null, metadata: null, created_at: AT, updated_at: AT, deleted_at: null } };
    }),
  );
});

const render = () => renderPage(<InventoryItemDetailPage />, { path: "/a/inventory/:id", url: "/a/inventory/iitem_1" });
// The page's first render loads its chunks of Chakra and the forms: slow in jsdom.
const levelsTable = () => screen.findByRole("table", { name: "Stock by location" }, { timeout: 5000 });
const rows = (table: HTMLElement) => within(table).getAllByRole("row").map((row) => within(row).queryAllByRole("cell").map((cell) => cell.textContent));

describe("inventory item page", () => {
  it("shows each location's stock with available = stocked − reserved (negative when oversold), and the totals", async () => {
    render();
    const table = await levelsTable();
    await waitFor(() => expect(within(table).getByText("Hamburg")).toBeInTheDocument());
    expect(rows(table).filter((cells) => cells.length > 0)).toEqual([
      ["Hamburg", "10", "3", "7", "5", ""],
      ["Bremen", "4", "6", "-2", "0", ""],
      ["Total", "14", "9", "5", "5", ""],
    ]);
    expect(screen.getByText("No variant (deleted)")).toBeInTheDocument();
  });

  it("creates a reservation at one of the item's locations with one request", async () => {
    const { user } = render();
    await levelsTable();
    await user.click(await screen.findByRole("button", { name: "Add reservation" }));
    const dialog = await screen.findByRole("dialog", { name: "New reservation" });
    const select = within(dialog).getByRole("combobox", { name: /Location/ });
    // only where the item is stocked
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose a location", "Bremen", "Hamburg"]);
    await user.selectOptions(select, "sloc_a");
    const quantity = within(dialog).getByRole("spinbutton", { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, "2");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Phone order");
    const create = within(dialog).getByRole("button", { name: "Create reservation" });
    await user.dblClick(create);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New reservation" })).not.toBeInTheDocument());
    expect(sent).toEqual([{ inventory_item_id: "iitem_1", location_id: "sloc_a", quantity: 2, description: "Phone order" }]);
  });

  it("offers only the locations the item is not stocked at yet", async () => {
    const { user } = render();
    await levelsTable();
    await user.click(await screen.findByRole("button", { name: "Add location" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a location" });
    // the one left is chosen already
    expect(within(dialog).getByRole("combobox", { name: /Location/ })).toHaveValue("sloc_c");
  });
});
