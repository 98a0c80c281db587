// A page that crashes, and a page whose code is gone (a deployment replaced
// the build): the built dashboard is served as is, and the browser is given a
// products list chunk that throws, or none at all (route interception).
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";

const PRODUCT_LIST_CHUNK = /\/assets\/ProductListPage-[\w-]+\.js$/;

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, "someone@example.com", "any-password");
  await expectOrdersPage(page);
}

const sidebarLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name, exact: true });
const crashMessage = (page: Page) => page.getByRole("main").getByRole("alert");

test.describe("a page that throws while rendering", () => {
  test.use({
    allowedConsoleErrors: [
      // React's and the boundary's reports of the crash
      /products list crashed in a test|\[admin\] \/a\/products crashed/,
    ],
  });

  test("shows the message in place of the page; the sidebar still leads elsewhere, and a reload recovers", async ({ page }) => {
    await page.route(PRODUCT_LIST_CHUNK, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: 'export default function ProductListPage() { throw new Error("products list crashed in a test"); }',
      }),
    );
    await signIn(page);

    await sidebarLink(page, "Products").click();
    const message = crashMessage(page);
    await expect(message.getByRole("heading", { name: "Something went wrong on this page" })).toBeVisible();
    await expect(message.getByRole("button", { name: "Reload" })).toBeVisible();
    await expect(message.getByRole("link", { name: "Back to the list" })).toHaveAttribute("href", "/a/products");
    await expect(page.getByTestId("signed-in-user")).not.toBeEmpty();

    await sidebarLink(page, "Collections").click();
    const collections = page.getByRole("main").getByRole("table", { name: "Collections" });
    await expect(collections.getByRole("row").filter({ has: page.getByRole("cell") }).first()).toBeVisible();
    await expect(crashMessage(page)).toHaveCount(0);

    await sidebarLink(page, "Products").click();
    await expect(crashMessage(page)).toBeVisible();
    await page.unroute(PRODUCT_LIST_CHUNK);
    await crashMessage(page).getByRole("button", { name: "Reload" }).click();
    const products = page.getByRole("main").getByRole("table", { name: "Products" });
    await expect(products.getByRole("row").filter({ has: page.getByRole("cell") }).first()).toBeVisible();
    await expect(crashMessage(page)).toHaveCount(0);
  });
});

test.describe("a page whose code cannot be loaded", () => {
  test.use({
    allowedConsoleErrors: [
      // the aborted chunk, and React's and the boundary's reports of the failure (one pattern: a test.use array of two is read as [value, options])
      /^Failed to load resource: net::ERR_FAILED$|Failed to fetch dynamically imported module|\[admin\] \/a\/products crashed/,
    ],
  });

  test("reloads the page once to fetch the current build, then shows the message", async ({ page }) => {
    let chunkRequests = 0;
    await page.route(PRODUCT_LIST_CHUNK, (route) => {
      chunkRequests++;
      return route.abort("failed");
    });
    const productsDocuments: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === "/a/products") productsDocuments.push(request.url());
    });
    await signIn(page);

    await sidebarLink(page, "Products").click();
    await expect(crashMessage(page)).toContainText("This page could not be loaded");
    // One reload (a new document for /a/products), whose import failed again.
    expect(productsDocuments).toHaveLength(1);
    expect(chunkRequests).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem("medusa-admin:chunk-reload"))).not.toBeNull();
    await expect(crashMessage(page).getByRole("button", { name: "Reload" })).toBeVisible();

    // It stays: no reload loop.
    await page.waitForTimeout(1500);
    expect(productsDocuments).toHaveLength(1);
    await expect(crashMessage(page)).toBeVisible();

    // The rest of the dashboard works.
    await sidebarLink(page, "Orders").click();
    await expectOrdersPage(page);
    await expect(crashMessage(page)).toHaveCount(0);
  });
});

// Pages that must open on the mock's answers (recorded, or examples made from
// the contract) without crashing: what each shows appears and no crash message
// does. A detail page takes any id: the mock answers every one with its example.
const heading = (name: RegExp) => (page: Page) => page.getByRole("main").getByRole("heading", { level: 1, name }).first();
const PAGES_THAT_OPEN: { path: string; shows: (page: Page) => Locator }[] = [
  { path: "/a/draft-orders", shows: heading(/^Draft orders$/) },
  { path: "/a/draft-orders/dorder_mock", shows: heading(/^Draft order #\d+$/) },
  { path: "/a/gift-cards", shows: heading(/^Gift cards$/) },
  { path: "/a/gift-cards/manage", shows: heading(/./) },
  { path: "/a/gift-cards/gift_mock", shows: heading(/./) },
  { path: "/a/discounts", shows: (page) => page.getByRole("main").getByRole("table", { name: "Discounts" }) },
  { path: "/a/discounts/new", shows: (page) => page.getByRole("dialog", { name: "New discount" }) },
  { path: "/a/discounts/disc_mock", shows: (page) => page.getByRole("main").getByRole("region", { name: "Conditions" }) },
  { path: "/a/customers", shows: (page) => page.getByRole("main").getByRole("table", { name: "Customers" }) },
  { path: "/a/customers/cus_mock", shows: (page) => page.getByRole("main").getByRole("region", { name: "Profile" }) },
  { path: "/a/customers/groups", shows: (page) => page.getByRole("main").getByRole("table", { name: "Customer groups" }) },
  { path: "/a/customers/groups/cgrp_mock", shows: (page) => page.getByRole("main").getByRole("table", { name: "Members" }) },
  { path: "/a/pricing", shows: heading(/^Pricing$/) },
  { path: "/a/pricing/new", shows: (page) => page.getByRole("dialog", { name: "Create price list" }) },
  { path: "/a/pricing/pl_mock", shows: heading(/./) },
  { path: "/a/settings/return-reasons", shows: (page) => page.getByRole("main").getByRole("table", { name: "Return reasons" }) },
  { path: "/a/settings/team", shows: (page) => page.getByRole("main").getByRole("table", { name: "Users" }) },
  { path: "/a/settings/personal-information", shows: (page) => page.getByRole("main").getByRole("region", { name: "API token" }) },
  { path: "/a/settings/details", shows: (page) => page.getByRole("main").getByRole("textbox", { name: /Store name/ }) },
  { path: "/a/settings/currencies", shows: (page) => page.getByRole("main").getByRole("table", { name: "Store currencies" }) },
  { path: "/a/settings/sales-channels", shows: (page) => page.getByRole("main").getByRole("table", { name: "Sales channels" }) },
  { path: "/a/settings/sales-channels/sc_mock", shows: (page) => page.getByRole("main").getByRole("table", { name: "Products" }) },
  { path: "/a/settings/publishable-api-keys", shows: (page) => page.getByRole("main").getByRole("table", { name: "Publishable API keys" }) },
  { path: "/a/settings/publishable-api-keys/pk_mock", shows: (page) => page.getByRole("main").getByRole("table", { name: "Storefront preview" }) },
  { path: "/a/settings/regions", shows: (page) => page.getByRole("main").getByRole("table", { name: "Regions" }) },
  { path: "/a/settings/regions/reg_mock", shows: (page) => page.getByRole("main").getByRole("region", { name: "Return shipping options" }) },
  { path: "/a/settings/shipping", shows: (page) => page.getByRole("main").getByRole("table", { name: "Shipping profiles" }) },
  { path: "/a/settings/shipping/sp_mock", shows: (page) => page.getByRole("main").getByRole("region", { name: "Products" }) },
  { path: "/a/settings/taxes", shows: (page) => page.getByRole("main").getByRole("table", { name: "Regions" }) },
  { path: "/a/settings/taxes/reg_mock", shows: (page) => page.getByRole("main").getByRole("region", { name: "Default tax rate" }) },
  { path: "/a/settings/taxes/reg_mock/rates/txr_mock", shows: (page) => page.getByRole("main").getByRole("region", { name: "Product types" }) },
  // The mock's store (recorded in basic mode) has no inventory module: these say the feature is turned off.
  { path: "/a/inventory", shows: (page) => page.getByRole("main").getByTestId("feature-disabled") },
  { path: "/a/inventory/iitem_mock", shows: (page) => page.getByRole("main").getByTestId("feature-disabled") },
  { path: "/a/settings/locations/sloc_mock", shows: (page) => page.getByRole("main").getByTestId("feature-disabled") },
];
// With the store's "inventory" example chosen in the QA panel (kept in the tab's sessionStorage).
const INVENTORY_PAGES: typeof PAGES_THAT_OPEN = [
  { path: "/a/inventory", shows: (page) => page.getByRole("main").getByRole("table", { name: "Inventory" }) },
  { path: "/a/inventory/reservations", shows: (page) => page.getByRole("main").getByRole("table", { name: "Reservations" }) },
  { path: "/a/inventory/iitem_mock", shows: (page) => page.getByRole("main").getByRole("region", { name: "Stock by location" }) },
  { path: "/a/settings/locations", shows: (page) => page.getByRole("main").getByRole("table", { name: "Stock locations" }) },
  { path: "/a/settings/locations/sloc_mock", shows: heading(/./) },
];

async function opens(page: Page, path: string, shows: (page: Page) => Locator) {
  await page.goto(path);
  await expect(shows(page)).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { name: "Something went wrong on this page" })).toHaveCount(0);
}

test.describe("pages that open on the mock", () => {
  for (const { path, shows } of PAGES_THAT_OPEN) {
    test(`${path} opens without crashing`, async ({ page }) => {
      await signIn(page);
      await opens(page, path, shows);
    });
  }
});

test.describe("the inventory pages, with QA's inventory store", () => {
  for (const { path, shows } of INVENTORY_PAGES) {
    test(`${path} opens without crashing`, async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem("medusa-admin:qa", JSON.stringify({ "admin:GetStore": { example: "inventory" } })));
      await signIn(page);
      await opens(page, path, shows);
    });
  }
});

// Top-bar panels that must open on the mock's answers without crashing (the
// fixture fails a test on any console error, a crashed render included).
const PANELS_THAT_OPEN: { name: string; open: (page: Page) => Promise<void>; shows: (page: Page) => Locator }[] = [
  {
    name: "the notifications centre",
    open: (page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ }).click(),
    shows: (page) => page.getByRole("dialog", { name: "Notifications" }).getByRole("list", { name: "Imports and exports" }),
  },
];

test.describe("top-bar panels that open on the mock", () => {
  for (const { name, open, shows } of PANELS_THAT_OPEN) {
    test(`${name} opens without crashing`, async ({ page }) => {
      await signIn(page);
      await open(page);
      await expect(shows(page)).toBeVisible();
    });
  }
});
