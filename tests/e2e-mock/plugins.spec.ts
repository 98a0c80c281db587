// The example plugin (plugins/loyalty-example, listed in admin-plugins.config.ts)
// in the built dashboard on the Prism mock: its sidebar link and page, its
// widget above the orders list, its settings card and page, its texts.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, "someone@example.com", "any-password");
  await expectOrdersPage(page);
});

const nav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

test("the sidebar links to the plugin's page, which lists customers with their orders", async ({ page }) => {
  const link = nav(page).getByRole("link", { name: "Loyalty", exact: true });
  // after the dashboard's own sections
  await expect(nav(page).getByRole("link").last()).toHaveText("Loyalty");
  await link.click();
  await expect(page).toHaveURL(/\/a\/loyalty$/);
  await expect(link).toHaveAttribute("aria-current", "page");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Loyalty", level: 1 })).toBeVisible();
  // the browser tab is named by the plugin's link
  await expect(page).toHaveTitle("Loyalty · Medusa Admin");
  const table = main.getByRole("table", { name: "Customers by loyalty" });
  const firstRow = table.getByRole("row").filter({ has: page.getByRole("cell") }).first();
  // the mock's example customer, with its one order
  await expect(firstRow.getByRole("cell").nth(1)).toContainText("@");
  await expect(firstRow.getByRole("cell").nth(2)).toHaveText(/^\d+$/);
});

test("the plugin's widget shows above the orders list", async ({ page }) => {
  const widget = page.getByTestId("loyalty-widget");
  await expect(widget).toBeVisible();
  // the label and the count the mock answers
  await expect(widget).toContainText(/Customers\s*\d+/);
  const table = await page.getByRole("table", { name: "Orders" }).boundingBox();
  expect((await widget.boundingBox())!.y).toBeLessThan(table!.y);
  await widget.getByRole("link", { name: "Loyalty overview" }).click();
  await expect(page).toHaveURL(/\/a\/loyalty$/);
});

test("the settings page has the plugin's card, which opens its settings page", async ({ page }) => {
  await nav(page).getByRole("link", { name: "Settings", exact: true }).click();
  const main = page.getByRole("main");
  await expect(main.getByText("Order counts of the silver and gold tiers")).toBeVisible();
  // the Extensions card lists the plugin as active
  await expect(page.getByTestId("extensions-card")).toContainText("loyalty-example");
  await expect(page.getByTestId("extensions-card")).toContainText("Active");
  await main.getByRole("link", { name: "Loyalty", exact: true }).click();
  await expect(page).toHaveURL(/\/a\/settings\/loyalty$/);
  await expect(main.getByRole("heading", { name: "Loyalty tiers", level: 1 })).toBeVisible();
  await main.getByRole("spinbutton", { name: "Orders for gold" }).fill("8");
  await main.getByRole("button", { name: "Save" }).click();
  await expect(main.getByRole("status")).toHaveText("The tiers were saved.");
});

test("a plugin page opened directly waits for the plugins, then shows", async ({ page }) => {
  await page.goto("/a/settings/loyalty");
  await expect(page.getByRole("heading", { name: "Loyalty tiers", level: 1 })).toBeVisible();
  await expect(page.getByText("Page not found")).toHaveCount(0);
});

test("the plugin speaks German, and English where it has no translation", async ({ page }) => {
  const language = page.getByRole("combobox", { name: "Language" });
  await language.selectOption("de");
  const german = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(german.getByRole("link", { name: "Treue", exact: true })).toBeVisible();
  await expect(page.getByTestId("loyalty-widget")).toContainText("Kunden");
  await page.getByRole("combobox", { name: "Sprache" }).selectOption("ja");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Loyalty", exact: true })).toBeVisible();
});
