// Two users of one browser: the second never sees the first's data (cached
// lists, usage-data answer, saved views, hidden columns), whether the first
// signed out or not; the first finds their own views again. Two users of
// their own, so that their usage-data question and views start empty.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, optOutOfUsageData, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { anyOf, BACKEND_URL, createUser, deleteUserAndInvites, NO_USAGE_PREFERENCES, UNAUTHORIZED, uniqueEmail } from "./backend.ts";

// A new user's missing usage-data answer; a batch-job poll in flight while signing out.
test.use({ allowedConsoleErrors: [anyOf(NO_USAGE_PREFERENCES, UNAUTHORIZED)] });
// The users' first sign-ins are shared by the tests, in order.
test.describe.configure({ mode: "serial" });

const password = "switch-password-1";
const userA = { email: uniqueEmail("e2e-switch-a"), password, first_name: "Ada", last_name: "First" };
const userB = { email: uniqueEmail("e2e-switch-b"), password, first_name: "Bob", last_name: "Second" };
let ids: { a: string; b: string };

test.beforeAll(async () => {
  ids = { a: (await createUser(userA)).id, b: (await createUser(userB)).id };
});
test.afterAll(async () => {
  await deleteUserAndInvites(userA.email);
  await deleteUserAndInvites(userB.email);
});

const TAB_CACHE = "medusa-admin:query-cache";

const sidebarLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name, exact: true });
const savedViews = (page: Page) => page.getByRole("group", { name: "Saved views" });

/** Holds the orders list's answers until `release` is called: what shows before it is what the browser kept. */
async function holdOrders(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${BACKEND_URL}/admin/orders?*`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Signs in on the form shown, with the orders list held: no row of anyone may
 * show before the server answers. Read from the page, not its accessibility
 * tree, which a user's first-sign-in usage-data question (answered here) hides.
 */
async function signInHoldingOrders(page: Page, user: typeof userA, { firstSignIn = false } = {}) {
  const release = await holdOrders(page);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/a\/orders$/);
  await expect(page.getByTestId("signed-in-user")).toHaveText(`${user.first_name} ${user.last_name}`);
  const table = page.locator('table[aria-label="Orders"]');
  await expect(table).toBeVisible();
  await page.waitForTimeout(500);
  await expect(table.locator("tbody a")).toHaveCount(0); // each order row links to its order
  release(); // and later calls pass at once
  if (firstSignIn) await optOutOfUsageData(page);
  await expectOrdersPage(page);
}

const storage = (page: Page) =>
  page.evaluate((key) => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    tabCache: sessionStorage.getItem(key),
  }), TAB_CACHE);

test("signing out leaves nothing of the first user for the second; the first finds their views again", async ({ page }) => {
  test.setTimeout(90_000); // three sign-ins
  await page.goto("/login");
  await submitSignIn(page, userA.email, userA.password);
  await optOutOfUsageData(page);
  await expectOrdersPage(page);

  // A's own view of the products: the Status column hidden, a saved search.
  await sidebarLink(page, "Products").click();
  const products = page.getByRole("table", { name: "Products" });
  await expect(products.getByRole("columnheader", { name: /^Status/ })).toBeVisible();
  await page.getByRole("button", { name: "Columns" }).click();
  // the checkbox's label (its input is covered by the drawn box)
  await page.getByRole("dialog", { name: "Columns" }).getByText("Status", { exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(products.getByRole("columnheader", { name: /^Status/ })).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search" }).fill("Shirt");
  await expect(page).toHaveURL(/q=Shirt/);
  await savedViews(page).getByRole("button", { name: "Save view" }).click();
  const naming = page.getByRole("dialog", { name: "Save the current view" });
  await naming.getByRole("textbox", { name: "Name" }).fill("Ada's shirts");
  await naming.getByRole("button", { name: "Save view" }).click();
  await expect(savedViews(page).getByRole("button", { name: "Ada's shirts", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  // Nothing of A's session is kept in the tab; A's preferences only under A's id.
  await expect.poll(async () => JSON.parse((await storage(page)).tabCache ?? '{"queries":[]}').queries).toEqual([]);
  const afterA = await storage(page);
  expect(Object.keys(afterA.local).filter((k) => k.startsWith("medusa-admin.")).sort()).toEqual([
    `medusa-admin.saved-views.${ids.a}.products`,
    `medusa-admin.table-columns.${ids.a}.products`,
  ]);
  expect(afterA.local["medusa-session-cart"]).toBeUndefined();

  // B: asked about usage data (A's answer is not B's), no list of A's shown while B's loads.
  await signInHoldingOrders(page, userB, { firstSignIn: true });
  await sidebarLink(page, "Products").click();
  await expect(products.getByRole("columnheader", { name: /^Status/ })).toBeVisible();
  await expect(savedViews(page).getByRole("button", { name: "All", exact: true })).toBeVisible();
  await expect(savedViews(page).getByRole("button", { name: "Ada's shirts", exact: true })).toHaveCount(0);
  const withB = await storage(page);
  expect(Object.keys(withB.local).filter((k) => k.includes(ids.b))).toEqual([]);
  expect(withB.tabCache).not.toContain(userA.email);

  // A again: the same views as before.
  await page.getByRole("button", { name: "Sign out" }).click();
  await submitSignIn(page, userA.email, userA.password);
  await expectOrdersPage(page);
  await sidebarLink(page, "Products").click();
  await expect(savedViews(page).getByRole("button", { name: "Ada's shirts", exact: true })).toBeVisible();
  await expect(products.getByRole("columnheader", { name: /^Collection/ })).toBeVisible();
  await expect(products.getByRole("columnheader", { name: /^Status/ })).toHaveCount(0);
});

test("a second user signing in over the first's session sees none of the first's cached lists", async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, userA.email, userA.password);
  await expectOrdersPage(page);
  // The tab keeps A's answers (a reload shows them at once) ...
  await expect.poll(async () => (await storage(page)).tabCache ?? "").toContain(userA.email);

  // ... and the sign-in page is opened again in the same tab, without signing out.
  await page.goto("/login");
  await signInHoldingOrders(page, userB);
  const tabCache = await storage(page).then((s) => s.tabCache ?? "");
  expect(tabCache).not.toContain(userA.email);
  expect(tabCache).toContain(userB.email);
});
