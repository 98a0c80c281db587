// The mock serves the recorded store (`npm run mock:record`): the lists with
// their rows and counts, a product and an order as themselves (the product's
// images from this origin), the sections the store's feature flags turn on.
import type { AdminAuthRes, AdminOrdersListRes, AdminOrdersRes, AdminProductCategoriesListRes, AdminProductsRes, AdminStoresRes } from "@generated/admin/types.gen";
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

test("each recorded order opens as recorded, the first from the list: its number and summary, no crash", async ({ page }) => {
  test.setTimeout(90_000);
  const { orders } = recorded<AdminOrdersListRes>("GetOrders");
  const opened = async (id: string) => {
    const { order } = recorded<AdminOrdersRes>("GetOrdersOrder", id);
    await expect(page).toHaveURL(new RegExp(`/a/orders/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order #${order.display_id}`);
    const summary = page.getByRole("region", { name: "Summary" });
    for (const item of order.items ?? []) await expect(summary.getByText(item.title, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  };
  await page.getByRole("table", { name: "Orders" }).getByRole("row").filter({ has: page.getByRole("cell") }).first().getByRole("link").click();
  await opened(orders[0].id);
  for (const { id } of orders.slice(1)) {
    await page.goto(`/a/orders/${id}`);
    await opened(id);
  }
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
