// The orders list and an order's state changes against the real server, as
// staff work them: the pending orders exported to a file that is opened and
// read, the Complete view, and a fresh order canceled, or completed then
// archived, from its page (a double click sends one request; the page shows
// the new state without a reload); each outcome read back through the admin
// API. The seeded orders are only read (#1 complete, #5 in KRW).
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi } from "./backend.ts";
import { getOrder, placeOrder } from "./orders.ts";

interface ListedOrder {
  id: string;
  display_id: number;
  status: string;
  total: number;
  currency_code: string;
}

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  return expectOrdersPage(page);
}

/** POSTs to one path, counted as the page sends them. */
function countPosts(page: Page, path: string) {
  const sent: string[] = [];
  page.on("request", (r) => r.method() === "POST" && new URL(r.url()).pathname === path && sent.push(r.url()));
  return sent;
}

/** The orders the API lists for a query (its own filters, newest first). */
const listOrders = (query: string) =>
  adminApi<{ orders: ListedOrder[]; count: number }>("GET", `/admin/orders?${query}&fields=id,display_id,status,total,currency_code&order=-created_at`);

const bodyRows = (table: Locator) => table.getByRole("row").filter({ has: table.page().getByRole("cell") });
/** The order numbers of the rows shown, as the first column writes them ("#12"). */
const shownNumbers = async (table: Locator) => (await bodyRows(table).locator("td:first-child").allInnerTexts()).map((t) => Number(t.trim().replace("#", "")));

/** Opens the actions menu of an order's page and asks for one of them. */
async function chooseAction(page: Page, item: string) {
  await page.getByRole("button", { name: "Order actions" }).click();
  await page.getByRole("menu", { name: "Order actions" }).getByRole("menuitem", { name: item, exact: true }).click();
}

const states = (page: Page) => page.getByRole("main").getByLabel("Order states");

test("the pending orders are exported to a CSV file holding those orders only", async ({ page }) => {
  test.setTimeout(120_000);
  const table = await signIn(page);
  const before = await listOrders("status[]=pending&limit=1000");
  const exports = countPosts(page, "/admin/batch-jobs");
  const created = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/admin/batch-jobs");

  await test.step("filter the list by the status Pending", async () => {
    await page.getByRole("button", { name: "Filters" }).click();
    // the label, as a user clicks it (the input itself is visually hidden)
    await page.getByRole("group", { name: "Order status" }).getByText("Pending", { exact: true }).click();
    await expect(page).toHaveURL(/[?&]status=pending(&|$)/);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("filter-count")).toHaveText("1");
    await expect(bodyRows(table).first()).toBeVisible();
    for (const row of await bodyRows(table).all()) await expect(row.getByRole("cell").nth(3)).toHaveText("Pending");
  });

  let href = "";
  await test.step("export them and wait for the file", async () => {
    await page.getByRole("button", { name: "Export orders" }).click();
    const dialog = page.getByRole("dialog", { name: "Export orders" });
    await dialog.getByRole("button", { name: "Export", exact: true }).dblclick();
    const link = dialog.getByRole("link", { name: "Download the CSV file" });
    await expect(link).toBeVisible({ timeout: 60_000 });
    href = (await link.getAttribute("href")) ?? "";
  });
  expect(exports, "batch jobs created").toHaveLength(1);
  const { batch_job: job } = (await (await created).json()) as { batch_job: { id: string } };
  const stored = (await adminApi<{ batch_job: { type: string; status: string; context: { filterable_fields: unknown } } }>("GET", `/admin/batch-jobs/${job.id}`)).batch_job;
  expect([stored.type, stored.status, stored.context.filterable_fields]).toEqual(["order-export", "completed", { status: ["pending"] }]);

  const file = await page.request.get(href);
  expect(file.ok(), `GET ${href}`).toBe(true);
  // Medusa's order export: one header row, then one row per order, fields separated by ";"
  const [header, ...lines] = (await file.text()).trim().split(/\r?\n/);
  const columns = header.split(";");
  expect(columns).toEqual(expect.arrayContaining(["Order_ID", "Display_ID", "Order status"]));
  const rows = lines.map((line) => line.split(";"));
  const column = (name: string) => rows.map((r) => r[columns.indexOf(name)]);
  expect(new Set(column("Order status"))).toEqual(new Set(["pending"]));

  // Other runs place and cancel orders meanwhile: what was pending throughout is in
  // the file, and all it holds was pending before or after the export.
  const after = await listOrders("status[]=pending&limit=1000");
  const numbers = column("Display_ID").map(Number);
  const throughout = before.orders.filter((o) => after.orders.some((a) => a.id === o.id)).map((o) => o.display_id);
  const ever = new Set([...before.orders, ...after.orders].map((o) => o.display_id));
  expect(numbers.length).toBeGreaterThan(0);
  expect(numbers).toEqual(expect.arrayContaining(throughout));
  expect(numbers.filter((n) => !ever.has(n)), "orders in the file that were not pending").toEqual([]);
  expect(new Set(numbers).size, "each order once").toBe(numbers.length);
  // the seeded #1 is completed
  expect(numbers).not.toContain(1);
});

test("the Complete view lists the captured and shipped orders, as the API does", async ({ page }) => {
  const table = await signIn(page);
  await page.getByRole("group", { name: "Saved views" }).getByRole("button", { name: "Complete", exact: true }).click();
  await expect(page).toHaveURL(/payment_status=captured/);
  await expect(page).toHaveURL(/fulfillment_status=shipped/);
  // Other runs ship orders meanwhile: both are read again until they agree.
  await expect(async () => {
    await page.reload();
    await expect(bodyRows(table).first()).toBeVisible();
    const shown = await shownNumbers(table);
    const api = await listOrders(`payment_status[]=captured&fulfillment_status[]=shipped&limit=${shown.length}`);
    expect(shown).toEqual(api.orders.map((o) => o.display_id));
    await expect(page.getByTestId("page-range")).toHaveText(`1–${shown.length} of ${api.count}`, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  for (const row of await bodyRows(table).all()) {
    await expect(row).toContainText("Captured");
    await expect(row).toContainText("Shipped");
  }
  // the seeded #1 is one (the oldest: shown when the view fits one page)
  const all = await listOrders("payment_status[]=captured&fulfillment_status[]=shipped&limit=1000");
  expect(all.orders.map((o) => o.display_id)).toContain(1);
  if (all.count <= (await bodyRows(table).count())) expect(await shownNumbers(table)).toContain(1);
});

test("a fresh order is canceled from its page, once however fast it is confirmed", async ({ page }) => {
  test.setTimeout(90_000);
  const placed = await placeOrder();
  const cancels = countPosts(page, `/admin/orders/${placed.id}/cancel`);
  await signIn(page);
  await page.goto(`/a/orders/${placed.id}`);
  await expect(page.getByRole("heading", { name: `Order #${placed.display_id}`, level: 1 })).toBeVisible();
  await expect(states(page)).toContainText("Pending");

  await chooseAction(page, "Cancel order");
  const ask = page.getByRole("alertdialog", { name: `Cancel order #${placed.display_id}?` });
  await expect(ask).toContainText("This cannot be undone.");
  await ask.getByRole("button", { name: "Cancel order", exact: true }).dblclick();
  await expect(ask).toBeHidden();

  // the page reads the order again by itself
  await expect(states(page)).toContainText("Canceled");
  await expect(states(page)).not.toContainText("Pending");
  await expect(page.getByTestId("toast-success").filter({ hasText: `Order #${placed.display_id} canceled` })).toBeVisible();
  // nothing is left to do to a canceled order
  await expect(page.getByRole("button", { name: "Order actions" })).toBeHidden();
  expect(cancels, "cancel requests").toHaveLength(1);
  expect((await getOrder<ListedOrder>(placed.id)).status).toBe("canceled");
});

test("a paid and shipped order is completed, then archived, from its page", async ({ page }) => {
  test.setTimeout(90_000);
  const placed = await placeOrder({ after: ["capture", "fulfill", "ship"] });
  const completes = countPosts(page, `/admin/orders/${placed.id}/complete`);
  const archives = countPosts(page, `/admin/orders/${placed.id}/archive`);
  await signIn(page);
  await page.goto(`/a/orders/${placed.id}`);
  await expect(states(page)).toContainText("Pending");

  await test.step("complete it", async () => {
    await chooseAction(page, "Mark as completed");
    const ask = page.getByRole("alertdialog", { name: `Complete order #${placed.display_id}?` });
    await ask.getByRole("button", { name: "Complete order", exact: true }).dblclick();
    await expect(ask).toBeHidden();
    await expect(states(page)).toContainText("Completed");
  });
  expect(completes, "complete requests").toHaveLength(1);
  expect((await getOrder<ListedOrder>(placed.id)).status).toBe("completed");

  await test.step("archive it: a completed order can still be exchanged, not completed or canceled again", async () => {
    await page.getByRole("button", { name: "Order actions" }).click();
    const menu = page.getByRole("menu", { name: "Order actions" });
    await expect(menu.getByRole("menuitem")).toHaveText(["Create exchange", "Archive"]);
    await menu.getByRole("menuitem", { name: "Archive", exact: true }).click();
    const ask = page.getByRole("alertdialog", { name: `Archive order #${placed.display_id}?` });
    await ask.getByRole("button", { name: "Archive order", exact: true }).dblclick();
    await expect(ask).toBeHidden();
    await expect(states(page)).toContainText("Archived");
    await expect(page.getByRole("button", { name: "Order actions" })).toBeHidden();
  });
  expect(archives, "archive requests").toHaveLength(1);
  expect((await getOrder<ListedOrder>(placed.id)).status).toBe("archived");
});

test("the seeded KRW order shows its total in won, without minor units", async ({ page }) => {
  const { orders } = await listOrders("limit=1000");
  const krw = orders.find((o) => o.display_id === 5)!;
  expect([krw.currency_code, krw.total]).toEqual(["krw", 157800]);
  await signIn(page);
  await page.goto(`/a/orders/${krw.id}`);
  const summary = page.getByRole("region", { name: "Summary" });
  // the totals' row (the items table has a "Total" column too, with no cell after its header)
  await expect(summary.getByText("Total", { exact: true }).locator("xpath=following-sibling::*[1]")).toHaveText("₩157,800");
});
