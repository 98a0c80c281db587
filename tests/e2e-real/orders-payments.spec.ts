// Payments on the order page against the real server, as staff take and give
// back money: a fresh order's authorized payment is captured, a captured
// order gets a partial refund with a reason and a note; each done in the
// browser with a double click (one request counted), the page updated
// without a reload, and the outcome read back through the admin API. The
// seeded KRW order (#5) is only read.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi } from "./backend.ts";
import { getOrder, placeOrder } from "./orders.ts";

interface OrderNow {
  payment_status: string;
  payments: { captured_at: string | null; amount_refunded: number }[];
  refunds: { amount: number; reason: string; note: string | null }[];
}

const run = `${Date.now()}`;
// Stickers: their stock is not managed, so no number of runs sells them out.
const items: [sku: string, quantity: number][] = [["E2E-STKR-5", 3]];

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

/** POSTs to one path, counted as the page sends them. */
function countPosts(page: Page, path: string) {
  const sent: string[] = [];
  page.on("request", (r) => r.method() === "POST" && new URL(r.url()).pathname === path && sent.push(r.url()));
  return sent;
}

const paymentsOf = (page: Page) => page.getByRole("region", { name: "Payments" });
const eur = (minor: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(minor / 100);

test("a fresh order's payment is captured from its page, once however fast it is confirmed", async ({ page }) => {
  test.setTimeout(90_000);
  const placed = await placeOrder({ items });
  const captures = countPosts(page, `/admin/orders/${placed.id}/capture`);
  await signIn(page);
  await page.goto(`/a/orders/${placed.id}`);
  const section = paymentsOf(page);
  await expect(section.getByRole("row", { name: /manual/ })).toContainText("Authorized");
  await expect(section.getByRole("button", { name: "Refund" })).toBeHidden();

  await section.getByRole("button", { name: "Capture payment" }).click();
  const ask = page.getByRole("alertdialog", { name: `Capture ${eur(placed.total)}?` });
  await expect(ask).toContainText(`${eur(placed.total)} (EUR)`);
  await ask.getByRole("button", { name: `Capture ${eur(placed.total)}` }).dblclick();
  await expect(ask).toBeHidden();

  // the page reads the order again by itself
  await expect(section.getByRole("row", { name: /manual/ })).toContainText("Captured");
  await expect(section.getByRole("button", { name: "Capture payment" })).toBeHidden();
  await expect(section.getByRole("button", { name: "Refund" })).toBeVisible();
  expect(captures, "capture requests").toHaveLength(1);
  const now = await getOrder<OrderNow>(placed.id);
  expect(now.payment_status).toBe("captured");
  expect(now.payments.every((p) => p.captured_at)).toBe(true);
});

test("a captured order gets a partial refund with a reason and a note, sent once however fast it is clicked", async ({ page }) => {
  test.setTimeout(90_000);
  const placed = await placeOrder({ items, after: ["capture"] });
  const amount = 500;
  expect(placed.total).toBeGreaterThan(amount);
  const note = `E2E payments ${run}: mug arrived chipped`;
  const refunds = countPosts(page, `/admin/orders/${placed.id}/refund`);
  await signIn(page);
  await page.goto(`/a/orders/${placed.id}`);
  const section = paymentsOf(page);

  await section.getByRole("button", { name: "Refund" }).click();
  const dialog = page.getByRole("dialog", { name: `Refund order #${placed.display_id}` });
  await expect(dialog).toContainText(`Up to ${eur(placed.total)} (EUR) can be refunded.`);
  const field = dialog.getByRole("textbox", { name: /^Amount/ });
  await field.fill(((placed.total + 100) / 100).toFixed(2));
  await dialog.getByRole("button", { name: /^Refund/ }).click();
  await expect(dialog.getByText("More than can be refunded")).toBeVisible();
  expect(refunds, "refund requests after a refused amount").toHaveLength(0);

  await field.fill("5.00");
  await dialog.getByRole("combobox", { name: /^Reason/ }).selectOption({ label: "Return" });
  await dialog.getByRole("textbox", { name: /^Note/ }).fill(note);
  await dialog.getByRole("button", { name: `Refund ${eur(amount)}` }).dblclick();
  await expect(dialog).toBeHidden();

  await expect(section.getByRole("table", { name: "Refunds" })).toContainText(note);
  await expect(section.getByRole("row", { name: /manual/ })).toContainText("Partially refunded");
  expect(refunds, "refund requests").toHaveLength(1);
  const now = await getOrder<OrderNow>(placed.id);
  expect(now.payment_status).toBe("partially_refunded");
  expect(now.refunds.map(({ amount, reason, note }) => ({ amount, reason, note }))).toEqual([{ amount, reason: "return", note }]);
});

test("the seeded KRW order shows its payment in won, without minor units", async ({ page }) => {
  const { orders } = await adminApi<{ orders: { id: string }[] }>("GET", "/admin/orders?display_id=5&fields=id&limit=1");
  await signIn(page);
  await page.goto(`/a/orders/${orders[0]!.id}`);
  const section = paymentsOf(page);
  await expect(section.getByRole("row", { name: /manual/ })).toContainText("₩157,800");
  await expect(section).toContainText("Total paid₩157,800");
});
