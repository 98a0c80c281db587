// The client runtime against the real server: a refused save shows the
// server's message in a toast and keeps the form; a 503 is retried with the
// same idempotency key, so the product is created exactly once.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures";
import { expectOrdersPage, field, submitSignIn } from "@tests/e2e-shared/pages";
import { ADMIN, BACKEND_URL, deleteProductsTitled } from "./backend";

const PREFIX = "E2E runtime";

// The browser logs the refused and the injected answers itself.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (422|503)/] });
test.afterEach(async () => void (await deleteProductsTitled(PREFIX)));

async function openNewProduct(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
  await page.getByRole("link", { name: "Products" }).click();
  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();
}

test("a refused save shows the server's message and keeps what was typed", async ({ page }) => {
  await openNewProduct(page);
  const title = `${PREFIX} duplicate ${Date.now()}`;
  await field(page, "Title").fill(title);
  await field(page, "Handle").fill("classic-t-shirt");
  await page.getByRole("button", { name: "Save as draft" }).click();
  const toast = page.getByTestId("toast-error");
  await expect(toast).toContainText("Error");
  await expect(toast).toContainText("Product with handle classic-t-shirt already exists.");
  await expect(field(page, "Title")).toHaveValue(title);
  await expect(field(page, "Handle")).toHaveValue("classic-t-shirt");
});

test("a 503 is retried with one idempotency key and the product is created once", async ({ page }) => {
  // This run's dashboard retries (run-time config), as a store can configure it.
  await page.route("**/config.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.__MEDUSA_ADMIN_CONFIG__ = ${JSON.stringify({ backendUrl: BACKEND_URL, maxRetries: 3 })};`,
    }),
  );
  const keys: (string | null)[] = [];
  await page.route(`${BACKEND_URL}/admin/products`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push(await route.request().headerValue("idempotency-key"));
    if (keys.length === 1) return route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "busy" }) });
    return route.continue();
  });
  await openNewProduct(page);
  const title = `${PREFIX} retried ${Date.now()}`;
  await field(page, "Title").fill(title);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByTestId("toast-success")).toContainText(`“${title}” was created as a draft.`);
  await expect(page).toHaveURL(/\/a\/products\/prod_/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  expect(await deleteProductsTitled(title)).toBe(1);
});
