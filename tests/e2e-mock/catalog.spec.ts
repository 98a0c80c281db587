// The catalog's pages on the Prism mock: each opens from the list it belongs
// to and renders the recorded data without an error (no image from elsewhere).
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, "someone@example.com", "any-password");
  await expectOrdersPage(page);
});

test("a product opens from the list, with its variants and prices grid", async ({ page }) => {
  await page.goto("/a/products");
  const table = page.getByRole("table", { name: "Products" });
  await table.getByRole("row").filter({ has: page.getByRole("cell") }).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/a\/products\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Variants" })).toBeVisible();
  await page.getByRole("button", { name: "Edit prices" }).click();
  await expect(page.getByRole("grid", { name: "Prices" })).toBeVisible();
});

test("the new-product form shows every section", async ({ page }) => {
  await page.goto("/a/products");
  await page.getByRole("link", { name: "New product" }).click();
  for (const section of ["General information", "Organisation", "Options and variants", "Attributes"]) {
    await expect(page.getByRole("region", { name: section })).toBeVisible();
  }
});

test("a collection opens from the list, with its products", async ({ page }) => {
  await page.goto("/a/collections");
  const table = page.getByRole("table", { name: "Collections" });
  await table.getByRole("row").filter({ has: page.getByRole("cell") }).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/a\/collections\/[^/]+$/);
  await expect(page.getByRole("button", { name: "Add products" })).toBeVisible();
});

test("the import and export dialogs open from the products list", async ({ page }) => {
  await page.goto("/a/products");
  await page.getByRole("button", { name: "Import products" }).click();
  await expect(page.getByRole("dialog", { name: "Import products" }).getByLabel("CSV file")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Export products" }).click();
  await expect(page.getByRole("dialog", { name: "Export products" })).toBeVisible();
});
