// The shell's global search and keyboard shortcuts against the real server:
// Ctrl+K finds a seeded product by SKU and an order by its (unique) email and
// Enter opens it; `g p` goes to the products, `?` lists the shortcuts, and
// Escape on a record's page goes back to its list. Each record is the one the
// admin API names.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, uniqueEmail } from "./backend.ts";
import { placeOrder } from "./orders.ts";

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

async function searchAndOpen(page: Page, text: string, expected: RegExp) {
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search" });
  const input = dialog.getByRole("combobox", { name: "Search the store" });
  await expect(input).toBeFocused();
  await input.fill(text);
  await expect(dialog.getByRole("option").first()).toHaveText(expected);
  await input.press("Enter");
  await expect(dialog).toBeHidden();
}

test("Ctrl+K finds a product by SKU and an order by email; Enter opens each", async ({ page }) => {
  const email = uniqueEmail("search");
  const order = await placeOrder({ email });
  const { products } = await adminApi<{ products: { id: string; title: string }[] }>("GET", "/admin/products?handle=baseball-cap&fields=id,title");
  const cap = products[0];

  await signIn(page);
  await searchAndOpen(page, "E2E-CAP", /Baseball Cap/);
  await expect(page).toHaveURL(new RegExp(`/a/products/${cap.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: cap.title })).toBeVisible();

  await searchAndOpen(page, email, new RegExp(`#${order.display_id}`));
  await expect(page).toHaveURL(new RegExp(`/a/orders/${order.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`#${order.display_id}`);

  // the last opened come first before typing
  await page.keyboard.press("Control+k");
  const recent = page.getByRole("dialog", { name: "Search" }).getByRole("group", { name: "Recently opened" });
  await expect(recent.getByRole("option").first()).toContainText(`#${order.display_id}`);
  await page.keyboard.press("Escape");
});

test("g p goes to the products, ? lists the shortcuts, Escape on a record's page goes back to its list", async ({ page }) => {
  await signIn(page);
  await page.keyboard.press("g");
  await page.keyboard.press("p");
  await expect(page).toHaveURL(/\/a\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();

  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(sheet.getByText("Go to Products")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  const table = page.getByRole("table", { name: "Products" });
  await table.getByRole("row").filter({ has: page.getByRole("cell") }).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/a\/products\/prod_/);
  // the product's page itself (the list stays on screen while it loads, and Escape there is the list's)
  await expect(page.getByRole("heading", { name: "General information" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/a\/products$/);
});
