// The mock serves the recorded store (`npm run mock:record`): the lists with
// their rows and counts, a product as itself with its images from this
// origin, the sections the store's feature flags turn on.
import type { AdminAuthRes, AdminOrdersListRes, AdminProductCategoriesListRes, AdminProductsRes, AdminStoresRes } from "@generated/admin/types.gen";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { recorded } from "./example-data.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, "someone@example.com", "any-password");
  await expectOrdersPage(page);
});

test("the shell shows the recorded store and user", async ({ page }) => {
  const { store } = recorded<AdminStoresRes>("GetStore");
  const { user } = recorded<AdminAuthRes>("GetAuth");
  await expect(page.getByText(store.name, { exact: true })).toBeVisible();
  await expect(page.getByTestId("signed-in-user")).toHaveText([user.first_name, user.last_name].join(" "));
});

test("the orders list shows the recorded orders and their count", async ({ page }) => {
  const { orders, count } = recorded<AdminOrdersListRes>("GetOrders");
  expect(count).toBeGreaterThan(1);
  const table = page.getByRole("table", { name: "Orders" });
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(orders.length);
  for (const [i, order] of orders.entries()) await expect(rows.nth(i).getByRole("cell").first()).toHaveText(`#${order.display_id}`);
  await expect(page.getByTestId("page-range")).toHaveText(`1–${orders.length} of ${count}`);
});

test("a product opens as recorded, its images served by the dashboard's own origin", async ({ page, baseURL }) => {
  const { product } = recorded<AdminProductsRes>("GetProductsProduct", "prod_e2e_tee");
  await page.goto("/a/products");
  await page.getByRole("table", { name: "Products" }).getByRole("link", { name: product.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
  await expect(page.getByRole("main").getByText(product.subtitle!, { exact: true })).toBeVisible();
  const images = page.getByRole("main").getByRole("img", { name: /^Image \d+$/ });
  await expect(images).toHaveCount(product.images!.length);
  for (const image of await images.all()) {
    expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(new URL(baseURL!).origin);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
});

test("the categories section, on in the recorded store, shows the recorded tree", async ({ page }) => {
  const { product_categories } = recorded<AdminProductCategoriesListRes>("GetProductCategories");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Categories" }).click();
  const tree = page.getByRole("main").getByRole("tree");
  for (const category of product_categories) await expect(tree.getByRole("treeitem", { name: new RegExp(`^${category.name}\\b`) }).first()).toBeVisible();
});
