// Signing in and out against the real server with the seeded admin.
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, field, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, expectNewestOrderFirst, UNAUTHORIZED } from "./backend.ts";

test.use({ allowedConsoleErrors: [UNAUTHORIZED] });

test("the seeded admin signs in, sees the store's orders and products, and signs out", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, ADMIN.email, ADMIN.password);

  const orders = await expectOrdersPage(page);
  await expect(page.getByTestId("signed-in-user")).toHaveText(ADMIN.name);
  await expectNewestOrderFirst(orders);

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Products" }).click();
  const products = page.getByRole("table", { name: "Products" });
  await expect(products.getByRole("row", { name: /Classic T-Shirt/ })).toBeVisible();
  await expect(products.getByRole("row", { name: /Water Bottle/ })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  // the session is gone on the server too
  await page.goto("/a/orders");
  await expect(page).toHaveURL(/\/login\?next=%2Fa%2Forders$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("a wrong password is refused with a message, and the email stays typed", async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("The email or password is incorrect.");
  await expect(field(page, "Email")).toHaveValue(ADMIN.email);
  await expect(page).toHaveURL(/\/login$/);
});

test("a deep link while signed out returns to that page after signing in", async ({ page }) => {
  await page.goto("/a/products");
  await expect(page).toHaveURL(/\/login\?next=%2Fa%2Fproducts$/);
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/a\/products$/);
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Products" }).getByRole("row", { name: /Classic T-Shirt/ })).toBeVisible();
});
