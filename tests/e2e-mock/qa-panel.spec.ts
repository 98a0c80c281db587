// The QA panel of mock mode (scripts/qa/panel.ts): a page's error, empty and
// slow states, chosen per operation or for all, kept for the tab and shown in
// the top bar; and none of it in the production build.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { E2E_DIST } from "@tests/e2e-shared/server.ts";

// the browser's own line for each 500 the panel asks for
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 500/] });

interface Choice {
  status?: string;
  empty?: boolean;
  latency?: number;
}

const topBar = (page: Page) => page.getByRole("banner");

/** Opens the panel from the top bar and applies a choice (the page reloads). */
async function choose(page: Page, operation: string, { status, empty, latency }: Choice) {
  await topBar(page).getByRole("button", { name: /^Mock QA/ }).click();
  const dialog = page.getByRole("dialog", { name: "Mock QA" });
  await dialog.getByLabel("Operation").selectOption({ label: operation });
  if (status) await dialog.getByLabel("Status").selectOption(status);
  if (empty) await dialog.getByLabel("Empty list").check();
  if (latency) await dialog.getByLabel("Added latency (ms)").fill(String(latency));
  await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Apply" }).click()]);
}

const rows = (page: Page, table: string) => page.getByRole("table", { name: table }).getByRole("row").filter({ has: page.getByRole("cell") });

test.beforeEach(async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, "someone@example.com", "any-password");
  await expectOrdersPage(page);
  await expect(topBar(page).getByRole("button", { name: "Mock QA", exact: true })).toBeVisible();
});

test("a server error chosen for the orders list shows its error state with a retry, kept for the tab until reset", async ({ page }) => {
  test.slow(); // five page loads
  await choose(page, "GET /admin/orders", { status: "500" });
  const badge = topBar(page).getByRole("button", { name: "Mock QA active" });
  await expect(badge).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toContainText("The server could not complete the request.");
  await expect(rows(page, "Orders")).toHaveCount(0);

  // the retry asks the server again (and gets the chosen error again)
  const retried = page.waitForRequest((r) => new URL(r.url()).pathname === "/admin/orders");
  await main.getByRole("button", { name: "Try again" }).click();
  await retried;
  await expect(main.getByRole("alert")).toBeVisible();

  // other operations answer as before: the products list has its rows
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Products" }).click();
  await expect(rows(page, "Products").first()).toBeVisible();

  // kept for the tab: a reload still has it
  await page.goto("/a/orders");
  await expect(badge).toBeVisible();
  await expect(main.getByRole("alert")).toBeVisible();

  await badge.click();
  const dialog = page.getByRole("dialog", { name: "Mock QA" });
  await expect(dialog.getByRole("listitem")).toHaveText(["GET /admin/orders: status 500Remove"]);
  await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Reset all" }).click()]);
  await expect(rows(page, "Orders").first()).toBeVisible();
  await expect(topBar(page).getByRole("button", { name: "Mock QA", exact: true })).toBeVisible();
});

test("an empty list chosen for the products shows the products' empty state", async ({ page }) => {
  await page.goto("/a/products");
  await expect(rows(page, "Products").first()).toBeVisible();
  await choose(page, "GET /admin/products", { empty: true });
  await expect(page.getByTestId("table-empty")).toContainText("No products yet");
  await expect(rows(page, "Products")).toHaveCount(0);
  await expect(topBar(page).getByRole("button", { name: "Mock QA active" })).toBeVisible();
});

test("a latency chosen for all operations holds every answer back", async ({ page }) => {
  // well above what the reload takes without it
  const latency = 4000;
  const started = Date.now();
  await choose(page, "All operations", { latency });
  await expect(rows(page, "Orders").first()).toBeVisible({ timeout: latency + 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(latency);
});

test("the production build holds nothing of the panel", async ({ page }) => {
  // the mock preview adds it to the page ...
  expect(await page.locator('script[src="/__qa/panel.js"]').count()).toBe(1);
  // ... the build has none of it: no code, no reference, no texts
  const files = readdirSync(E2E_DIST, { recursive: true, encoding: "utf8" }).filter((f) => /\.(js|html|json)$/.test(f));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = readFileSync(join(E2E_DIST, file), "utf8");
    expect(text, file).not.toMatch(/__qa|medusa-admin:qa|Mock QA/);
  }
  const locale = join(E2E_DIST, "locales/en/translation.json");
  expect(existsSync(locale)).toBe(true);
  expect(Object.keys(JSON.parse(readFileSync(locale, "utf8")))).not.toContain("qa");
});
