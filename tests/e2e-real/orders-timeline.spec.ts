// The order page's timeline against the real server: on a fresh order staff
// add a note (double click: one request), see it in the timeline and through
// the admin API, then delete it (asked first, one request); an order captured,
// fulfilled and shipped through the API shows those events, newest first,
// with amounts in the order's currency.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi } from "./backend.ts";
import { placeOrder } from "./orders.ts";

interface NoteNow {
  id: string;
  value: string;
  author: { email: string } | null;
}

const run = `${Date.now()}`;
// Stickers: their stock is not managed, so orders placed by every run never use it up.
const ITEMS: [sku: string, quantity: number][] = [
  ["E2E-STKR-5", 3],
  ["E2E-STKR-10", 2],
];

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

/** Requests of one method to one path, counted as the page sends them. */
function count(page: Page, method: string, path: RegExp) {
  const sent: string[] = [];
  page.on("request", (r) => r.method() === method && path.test(new URL(r.url()).pathname) && sent.push(r.url()));
  return sent;
}

const notesOf = async (orderId: string) => (await adminApi<{ notes: NoteNow[] }>("GET", `/admin/notes?resource_id=${orderId}`)).notes;
const events = (page: Page) => page.getByRole("region", { name: "Timeline" }).getByRole("list", { name: "Events, newest first" });
/** The event whose text holds `text`. */
const eventWith = (page: Page, text: string) => events(page).getByRole("listitem").filter({ hasText: text });
const eur = (minor: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(minor / 100);

test("a note is added to a fresh order, shown in its timeline and kept by the server, then deleted", async ({ page }) => {
  test.setTimeout(90_000);
  const placed = await placeOrder({ items: ITEMS });
  const added = count(page, "POST", /^\/admin\/notes$/);
  const deleted = count(page, "DELETE", /^\/admin\/notes\/[^/]+$/);
  await signIn(page);
  await page.goto(`/a/orders/${placed.id}`);
  await expect(eventWith(page, "Order placed")).toContainText(eur(placed.total));
  await expect(eventWith(page, "Payment authorized")).toBeVisible();

  const text = `E2E timeline note ${run}`;
  await test.step("add it", async () => {
    const field = page.getByRole("textbox", { name: "Add a note" });
    await field.fill(text);
    await page.getByRole("button", { name: "Add note" }).dblclick();
    await expect(eventWith(page, text)).toContainText("By you");
    await expect(field).toHaveValue("");
    // the newest event
    await expect(events(page).getByRole("listitem").first()).toContainText(text);
  });
  expect(added, "note requests").toHaveLength(1);
  const [saved, ...others] = await notesOf(placed.id);
  expect(others).toEqual([]);
  expect(saved).toMatchObject({ value: text, author: { email: ADMIN.email } });

  await test.step("delete it, asked first", async () => {
    await eventWith(page, text).getByRole("button", { name: "Delete note" }).click();
    const ask = page.getByRole("alertdialog", { name: "Delete this note?" });
    expect(deleted).toEqual([]);
    await ask.getByRole("button", { name: "Delete note" }).dblclick();
    await expect(ask).toBeHidden();
    await expect(eventWith(page, text)).toHaveCount(0);
  });
  expect(deleted, "delete requests").toHaveLength(1);
  expect(await notesOf(placed.id)).toEqual([]);
});

test("an order captured, fulfilled and shipped shows those events, newest first", async ({ page }) => {
  const placed = await placeOrder({ items: ITEMS, after: ["capture", "fulfill", "ship"] });
  await signIn(page);
  await page.goto(`/a/orders/${placed.id}`);
  await expect(eventWith(page, "Items shipped")).toContainText(`Tracking: T-${placed.display_id}`);
  await expect(eventWith(page, "Payment captured")).toContainText(eur(placed.total));
  await expect(eventWith(page, "Items fulfilled")).toContainText("5 items");
  const titles = await events(page).getByRole("listitem").evaluateAll((items) => items.map((li) => li.querySelector("p")?.textContent));
  expect(titles).toEqual(["Items shipped", "Items fulfilled", "Payment captured", "Order placed", "Payment authorized"]);
});
