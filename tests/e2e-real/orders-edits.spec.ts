// Order edits against the real server, as staff change an order after it was
// placed and paid: each step in the browser, each outcome read back through
// the admin API. Every order is a fresh one (placeOrder), never a seeded one.
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi } from "./backend.ts";
import { getOrder, placeOrder } from "./orders.ts";

interface Item {
  title: string;
  quantity: number;
}
interface Edit {
  id: string;
  status: string;
  total: number;
  difference_due: number;
  payment_collection: { status: string; amount: number } | null;
}

const euro = (amount: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(amount / 100);
const editsOf = async (orderId: string) => (await adminApi<{ order_edits: Edit[] }>("GET", `/admin/order-edits?order_id=${orderId}`)).order_edits;
const quantities = (items: Item[]) => Object.fromEntries(items.map((i) => [i.title, i.quantity]));
// Variants every run can order: stickers are not stock-managed, the totes have plenty.
const ITEMS: [sku: string, quantity: number][] = [
  ["E2E-TOTE-NATURAL", 2],
  ["E2E-STKR-5", 3],
];

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

/** Counts the requests of one method to paths matching `path`. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

const section = (page: Page) => page.getByRole("region", { name: "Order edits" });
const editor = (page: Page, displayId: number) => page.getByRole("dialog", { name: `Edit order #${displayId}` });
const line = (dialog: Locator, title: string) => dialog.getByRole("listitem", { name: title });

/** Types a line's new quantity and sends it; waits until the line shows it changed. */
async function changeQuantity(dialog: Locator, title: string, quantity: number) {
  const row = line(dialog, title);
  await row.getByRole("spinbutton", { name: "Quantity" }).fill(String(quantity));
  await row.getByRole("button", { name: "Update" }).click();
  await expect(row.getByText("Changed", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Update" })).toBeHidden();
}

test("a captured order gets an item and a quantity changed, confirmed once: the page and the API show the new total", async ({ page }) => {
  test.setTimeout(120_000);
  const order = await placeOrder({ items: ITEMS, after: ["capture"] });
  await signIn(page);
  await page.goto(`/a/orders/${order.id}`);
  await section(page).getByRole("button", { name: "Edit order" }).click();
  const dialog = editor(page, order.display_id);
  await expect(dialog).toBeVisible();

  await test.step("add a Baseball Cap (Black), priced in the order's region", async () => {
    await dialog.getByRole("button", { name: "Add items" }).click();
    const picker = page.getByRole("dialog", { name: "Add items" });
    await picker.getByRole("searchbox", { name: "Search products" }).fill("Baseball Cap");
    await picker.getByRole("searchbox", { name: "Search products" }).press("Enter");
    const cap = picker.getByRole("checkbox", { name: "Select Baseball Cap – Black" });
    // the seeded cap costs €18.00 in EUR (tax added on the order)
    await expect(picker.getByRole("row", { name: /^Select Baseball Cap – Black / })).toContainText("€18.00");
    await cap.check({ force: true });
    await picker.getByRole("button", { name: "Add 1 item" }).click();
    await expect(picker).toBeHidden();
    await expect(line(dialog, "Baseball Cap").getByText("Added", { exact: true })).toBeVisible();
  });

  await test.step("change the stickers from 3 to 4", () => changeQuantity(dialog, "Sticker Pack", 4));

  const [edit] = (await editsOf(order.id)).filter((e) => e.status === "created");
  expect(edit.difference_due).toBeGreaterThan(0);
  await expect(dialog.getByTestId("edit-new-total")).toContainText(euro(edit.total));
  await expect(dialog.getByTestId("edit-difference")).toContainText(`Difference to pay${euro(edit.difference_due)}`);

  await test.step("confirm, asked with the amounts, sent once however fast it is clicked", async () => {
    const confirms = countRequests(page, "POST", /\/admin\/order-edits\/[^/]+\/confirm$/);
    await dialog.getByRole("button", { name: "Confirm edit" }).click();
    const ask = page.getByRole("alertdialog", { name: `Confirm the edit of order #${order.display_id}?` });
    await expect(ask).toContainText(`The order's total becomes ${euro(edit.total)}. The customer owes ${euro(edit.difference_due)} more.`);
    await ask.getByRole("button", { name: "Confirm edit" }).dblclick();
    await expect(ask).toBeHidden();
    await expect(dialog).toBeHidden();
    expect(confirms).toHaveLength(1);
  });

  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary).toContainText(euro(edit.total));
  await expect(section(page)).toContainText("No edit in progress.");
  const after = await getOrder<{ total: number; items: Item[] }>(order.id);
  expect(after.total).toBe(edit.total);
  expect(quantities(after.items)).toEqual({ "Tote Bag": 2, "Sticker Pack": 4, "Baseball Cap": 1 });
  expect((await editsOf(order.id)).map((e) => e.status)).toEqual(["confirmed"]);
});

test("an edit left open is shown after a reload, resumed (an item removed), its payment asked and marked paid, then confirmed", async ({ page }) => {
  test.setTimeout(120_000);
  const order = await placeOrder({ items: ITEMS, after: ["capture"] });
  await signIn(page);
  await page.goto(`/a/orders/${order.id}`);
  await section(page).getByRole("button", { name: "Edit order" }).click();
  const dialog = editor(page, order.display_id);
  await changeQuantity(dialog, "Tote Bag", 4);
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const open = section(page).getByTestId("open-edit");
  await expect(open).toContainText("In progress");
  await expect(open.getByRole("listitem")).toHaveText(["ChangedTote Bag2 → 4"]);
  const [left] = await editsOf(order.id);
  await expect(open.getByTestId("edit-difference")).toContainText(euro(left.difference_due));

  await test.step("resume it: the line is as it was left; remove the stickers", async () => {
    await section(page).getByRole("button", { name: "Continue editing" }).click();
    await expect(line(dialog, "Tote Bag").getByRole("spinbutton", { name: "Quantity" })).toHaveValue("4");
    await line(dialog, "Sticker Pack").getByRole("button", { name: "Remove Sticker Pack" }).click();
    await expect(line(dialog, "Sticker Pack").getByText("Removed", { exact: true })).toBeVisible();
  });
  const [edit] = await editsOf(order.id);
  // two totes more (€33.60 with tax), the stickers less: still to pay, less than before
  expect(edit.difference_due).toBeGreaterThan(0);
  expect(edit.difference_due).toBeLessThan(left.difference_due);

  await test.step("request the customer's confirmation: the server asks for the difference", async () => {
    await dialog.getByRole("button", { name: "Request confirmation" }).click();
    await expect(dialog.getByText("Confirmation requested", { exact: true })).toBeVisible();
    const [requested] = await editsOf(order.id);
    expect(requested.payment_collection).toMatchObject({ status: "not_paid", amount: edit.difference_due });
  });

  await test.step("mark the difference paid, asked with the amount, sent once", async () => {
    const marks = countRequests(page, "POST", /\/admin\/payment-collections\/[^/]+\/authorize$/);
    await dialog.getByRole("button", { name: "Mark as paid" }).click();
    const ask = page.getByRole("alertdialog", { name: `Mark ${euro(edit.difference_due)} as paid?` });
    await ask.getByRole("button", { name: "Mark as paid" }).dblclick();
    await expect(ask).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Mark as paid" })).toBeHidden();
    expect(marks).toHaveLength(1);
    const [paid] = await editsOf(order.id);
    expect(paid.payment_collection?.status).toBe("authorized");
  });

  await test.step("confirm it", async () => {
    await dialog.getByRole("button", { name: "Confirm edit" }).click();
    const ask = page.getByRole("alertdialog", { name: `Confirm the edit of order #${order.display_id}?` });
    await expect(ask).toContainText(`The ${euro(edit.difference_due)} the customer owes more is marked as paid.`);
    await ask.getByRole("button", { name: "Confirm edit" }).click();
    await expect(dialog).toBeHidden();
  });
  await expect(page.getByRole("region", { name: "Summary" })).toContainText(euro(edit.total));
  const after = await getOrder<{ total: number; items: Item[] }>(order.id);
  expect(after.total).toBe(edit.total);
  expect(quantities(after.items)).toEqual({ "Tote Bag": 4 });
});
