// Inventory mode (MEDUSA_INVENTORY=1): an item's stock set at a location and a
// reservation made through the item's page, the available quantity read back
// through the API (stocked − reserved); and a stock location created with an
// address, edited, given a sales channel and deleted in the settings card.
// Each run makes its own product (whose variant the server gives an inventory
// item), location and sales channel, found by unique names, and removes them.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi } from "./backend.ts";

interface Level {
  location_id: string;
  stocked_quantity: number;
  reserved_quantity: number;
  incoming_quantity: number;
}
interface Item {
  id: string;
  sku: string | null;
  stocked_quantity: number;
  reserved_quantity: number;
  location_levels: Level[];
}
interface Reservation {
  id: string;
  location_id: string;
  quantity: number;
  description: string | null;
}
interface StockLocation {
  id: string;
  name: string;
  address: { address_1: string; city: string | null; postal_code: string | null; country_code: string } | null;
  sales_channels?: { id: string; name: string }[];
}

const run = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const cleanup: (() => Promise<unknown>)[] = [];

test.afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo().catch(() => {});
});

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

const itemBySku = async (sku: string) =>
  (await adminApi<{ inventory_items: Item[] }>("GET", `/admin/inventory-items?q=${encodeURIComponent(sku)}&limit=10`)).inventory_items.find((i) => i.sku === sku);

test.describe("inventory @inventory", () => {
  test("stock set at a location and a reservation made: available drops by the reservation", async ({ page }) => {
    test.setTimeout(90_000);
    const sku = `E2E-INV-${run}`;
    const { product } = await adminApi<{ product: { id: string } }>("POST", "/admin/products", {
      title: `E2E Inventory Tee ${run}`,
      status: "draft",
      options: [{ title: "Size" }],
      variants: [{ title: "M", sku, manage_inventory: true, options: [{ value: "M" }], prices: [{ currency_code: "usd", amount: 1000 }] }],
    });
    cleanup.push(() => adminApi("DELETE", `/admin/products/${product.id}`));
    const location = (await adminApi<{ stock_location: StockLocation }>("POST", "/admin/stock-locations", { name: `E2E Shelf ${run}` })).stock_location;
    cleanup.push(() => adminApi("DELETE", `/admin/stock-locations/${location.id}`));
    let item: Item | undefined;
    await expect(async () => {
      item = await itemBySku(sku);
      expect(item).toBeDefined();
    }).toPass({ timeout: 15_000 });
    cleanup.unshift(async () => {
      const { reservations } = await adminApi<{ reservations: Reservation[] }>("GET", `/admin/reservations?inventory_item_id[]=${item!.id}`);
      for (const r of reservations) await adminApi("DELETE", `/admin/reservations/${r.id}`);
    });

    // Found by its SKU in the list, opened.
    await signIn(page);
    await page.goto("/a/inventory");
    await page.getByRole("searchbox", { name: "Search" }).fill(sku);
    const list = page.getByRole("table", { name: "Inventory items" });
    await list.getByRole("link", { name: sku }).click();
    await expect(page.getByRole("heading", { level: 1, name: sku })).toBeVisible();
    await expect(page.getByText("This item is not stocked at any location yet.")).toBeVisible();

    // Stocked at the run's location: 10 units.
    await page.getByRole("button", { name: "Add location" }).click();
    const add = page.getByRole("dialog", { name: "Add a location" });
    await add.getByRole("combobox", { name: "Location" }).selectOption({ label: location.name });
    await add.getByRole("spinbutton", { name: "In stock" }).fill("10");
    await add.getByRole("button", { name: "Add location" }).click();
    await expect(add).toBeHidden();
    const levels = page.getByRole("table", { name: "Stock by location" });
    await expect(levels.getByRole("row", { name: new RegExp(`${location.name}\\s+10\\s+0\\s+10\\s+0`) })).toBeVisible();
    expect((await itemBySku(sku))?.location_levels).toEqual([expect.objectContaining({ location_id: location.id, stocked_quantity: 10, reserved_quantity: 0 })]);

    // 3 of them reserved (the only location is chosen already).
    await page.getByRole("button", { name: "Add reservation" }).click();
    const reserve = page.getByRole("dialog", { name: "New reservation" });
    await expect(reserve.getByRole("combobox", { name: "Location" })).toHaveValue(location.id);
    await reserve.getByRole("spinbutton", { name: "Quantity" }).fill("3");
    await reserve.getByRole("textbox", { name: "Description" }).fill(`Held for a phone order ${run}`);
    await reserve.getByRole("button", { name: "Create reservation" }).click();
    await expect(reserve).toBeHidden();
    const reservations = page.getByRole("table", { name: "Reservations" });
    await expect(reservations.getByRole("row", { name: new RegExp(`Held for a phone order ${run}`) })).toContainText("3");
    const { reservations: made } = await adminApi<{ reservations: Reservation[] }>("GET", `/admin/reservations?inventory_item_id[]=${item!.id}`);
    expect(made).toEqual([expect.objectContaining({ location_id: location.id, quantity: 3, description: `Held for a phone order ${run}` })]);

    // Available = stocked − reserved, on the server and on the page.
    const after = (await itemBySku(sku))!;
    expect(after.location_levels).toEqual([expect.objectContaining({ location_id: location.id, stocked_quantity: 10, reserved_quantity: 3 })]);
    expect(after.stocked_quantity - after.reserved_quantity).toBe(7);
    await expect(levels.getByRole("row", { name: new RegExp(`${location.name}\\s+10\\s+3\\s+7\\s+0`) })).toBeVisible();

    // The reservation's quantity edited to 4: available 6.
    await reservations.getByRole("button", { name: `Actions for the reservation ${sku} · ${location.name}` }).click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit reservation" });
    await edit.getByRole("spinbutton", { name: "Quantity" }).fill("4");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit).toBeHidden();
    await expect(levels.getByRole("row", { name: new RegExp(`${location.name}\\s+10\\s+4\\s+6\\s+0`) })).toBeVisible();
    const edited = (await itemBySku(sku))!;
    expect(edited.stocked_quantity - edited.reserved_quantity).toBe(6);
  });

  test("a stock location: created with an address, edited, given a sales channel, deleted", async ({ page }) => {
    test.setTimeout(90_000);
    const name = `E2E Warehouse ${run}`;
    const channel = (await adminApi<{ sales_channel: { id: string; name: string } }>("POST", "/admin/sales-channels", { name: `E2E Channel ${run}` })).sales_channel;
    cleanup.push(() => adminApi("DELETE", `/admin/sales-channels/${channel.id}`));
    const find = async () =>
      (await adminApi<{ stock_locations: StockLocation[] }>("GET", "/admin/stock-locations?limit=1000&expand=address,sales_channels")).stock_locations.find((l) => l.name === name);

    await signIn(page);
    await page.goto("/a/settings/locations");
    await page.getByRole("button", { name: "Add location" }).click();
    const create = page.getByRole("dialog", { name: "New stock location" });
    await create.getByRole("textbox", { name: "Name" }).fill(name);
    await create.getByRole("textbox", { name: "Address", exact: true }).fill("Lagerstraße 1");
    await create.getByRole("textbox", { name: "City" }).fill("Hamburg");
    await create.getByRole("combobox", { name: "Country" }).selectOption({ label: "Germany" });
    await create.getByRole("button", { name: "Create location" }).click();
    await expect(create).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const created = await find();
    expect(created?.address).toMatchObject({ address_1: "Lagerstraße 1", city: "Hamburg", country_code: "de" });
    cleanup.push(() => adminApi("DELETE", `/admin/stock-locations/${created!.id}`));

    // The address edited.
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${name}` });
    await edit.getByRole("textbox", { name: "City" }).fill("Bremen");
    await edit.getByRole("textbox", { name: "Postal code" }).fill("28195");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole("region", { name: "Address" })).toContainText("Bremen");
    expect((await find())?.address).toMatchObject({ address_1: "Lagerstraße 1", city: "Bremen", postal_code: "28195", country_code: "de" });

    // The run's sales channel served from it.
    await page.getByRole("button", { name: "Add sales channel" }).click();
    const pick = page.getByRole("dialog", { name: `Add a sales channel to ${name}` });
    await pick.getByRole("combobox", { name: "Sales channel" }).selectOption({ label: channel.name });
    await pick.getByRole("button", { name: "Add sales channel" }).click();
    await expect(pick).toBeHidden();
    await expect(page.getByRole("region", { name: "Sales channels" }).getByText(channel.name)).toBeVisible();
    expect((await find())?.sales_channels?.map((c) => c.id)).toContain(channel.id);
    // ... and the channel's page lists the location among its stock locations.
    const locationPage = page.url();
    await page.goto(`/a/settings/sales-channels/${channel.id}`);
    await expect(page.getByRole("region", { name: "Stock locations" }).getByText(name)).toBeVisible();
    await page.goto(locationPage);

    // Deleted after the question: back on the list, gone from the server.
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/a\/settings\/locations$/);
    expect(await find()).toBeUndefined();
  });

  // The accessibility spec runs on the basic server, where these pages say
  // "turned off": here they are audited with their data and dialogs (axe,
  // WCAG 2.0/2.1 A and AA; no serious or critical violation).
  test("the inventory pages and their dialogs pass axe", async ({ page }) => {
    test.setTimeout(90_000);
    const audit = async (what: string) => {
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical").flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(" ")}`));
      expect.soft(blocking, `serious or critical axe violations on ${what}`).toEqual([]);
    };
    const { inventory_items } = await adminApi<{ inventory_items: Item[] }>("GET", "/admin/inventory-items?limit=50");
    const stocked = inventory_items.find((i) => i.sku && i.location_levels.length > 0)!;
    const { stock_locations } = await adminApi<{ stock_locations: StockLocation[] }>("GET", "/admin/stock-locations?limit=1");
    await signIn(page);

    await page.goto("/a/inventory");
    await expect(page.getByRole("table", { name: "Inventory items" }).getByRole("link").first()).toBeVisible();
    await audit("inventory list");
    await page.goto("/a/inventory/reservations");
    await expect(page.getByRole("table", { name: "Reservations" })).toBeVisible();
    await page.getByRole("button", { name: "Add reservation" }).click();
    await expect(page.getByRole("dialog", { name: "New reservation" }).getByRole("combobox", { name: "Inventory item" }).getByRole("option")).not.toHaveCount(1);
    await audit("new reservation dialog");
    await page.keyboard.press("Escape");
    await page.goto(`/a/inventory/${stocked.id}`);
    await expect(page.getByRole("table", { name: "Stock by location" })).toBeVisible();
    await audit("inventory item");
    await page.getByRole("table", { name: "Stock by location" }).getByRole("button").first().click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Edit quantities" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await audit("stock level dialog");
    await page.keyboard.press("Escape");
    await page.goto("/a/settings/locations");
    await expect(page.getByRole("table", { name: "Stock locations" }).getByRole("link").first()).toBeVisible();
    await page.getByRole("button", { name: "Add location" }).click();
    await expect(page.getByRole("dialog", { name: "New stock location" })).toBeVisible();
    await audit("new stock location dialog");
    await page.keyboard.press("Escape");
    await page.goto(`/a/settings/locations/${stock_locations[0].id}`);
    await expect(page.getByRole("region", { name: "Sales channels" })).toBeVisible();
    await audit("stock location");
  });
});
