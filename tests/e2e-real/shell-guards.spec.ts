// Unsaved changes against the real server: a form with changes asks before
// it is left (a modal closed, the page changed), "Keep editing" keeps what
// was typed, "Discard changes" leaves it unsaved (read back through the API),
// and a form without changes or a save goes without a question.
import { type Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, deleteProductsTitled } from "./backend.ts";

const PREFIX = "E2E Guards";
const run = `${Date.now()}`;

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

const question = (page: Page) => page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
const ordersLink = (page: Page) => page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Orders", exact: true });

/** Whether closing or reloading the tab would have the browser ask (the beforeunload handler refuses). */
const asksOnUnload = (page: Page) =>
  page.evaluate(() => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** Clicks where the sidebar's Orders link is: under an open modal (which hides the rest from the accessibility tree) the click lands outside the modal. */
async function clickSidebarOrders(page: Page) {
  const box = (await page.locator('nav a[href="/a/orders"]').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.afterAll(async () => {
  await deleteProductsTitled(PREFIX);
});

test("a product's changed title asks before a sidebar click takes it away; Keep editing keeps it, Discard changes leaves the product as it was", async ({ page }) => {
  const title = `${PREFIX} Tee ${run}`;
  const { product } = await adminApi<{ product: { id: string } }>("POST", "/admin/products", { title, status: "draft" });
  const savedTitle = async () => (await adminApi<{ product: { title: string } }>("GET", `/admin/products/${product.id}`)).product.title;
  await signIn(page);
  await page.goto(`/a/products/${product.id}`);
  await page.getByRole("button", { name: "Edit general information" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit general information" });
  const titleField = dialog.getByRole("textbox", { name: /^Title/ });
  await titleField.fill(`${title} renamed`);

  await clickSidebarOrders(page);
  await expect(question(page)).toBeVisible();
  await expect(question(page).getByRole("button", { name: "Keep editing" })).toBeFocused();
  await page.screenshot({ path: ".tmp/shell-guards-question.png" });
  await page.keyboard.press("Enter");
  await expect(question(page)).toBeHidden();
  await expect(titleField).toHaveValue(`${title} renamed`);
  await expect(page).toHaveURL(new RegExp(`/a/products/${product.id}$`));

  await clickSidebarOrders(page);
  await question(page).getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toBeHidden();
  await ordersLink(page).click();
  await expectOrdersPage(page);
  expect(await savedTitle()).toBe(title);
});

test("a new product's page asks before a sidebar link leaves it; Keep editing stays, Discard changes leaves without creating it", async ({ page }) => {
  const title = `${PREFIX} New ${run}`;
  await signIn(page);
  await page.goto("/a/products/new");
  const titleField = page.getByRole("textbox", { name: /^Title/ });
  await titleField.fill(title);

  await ordersLink(page).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/a\/products\/new$/);
  await expect(titleField).toHaveValue(title);
  expect(await asksOnUnload(page)).toBe(true);

  await ordersLink(page).click();
  await question(page).getByRole("button", { name: "Discard changes" }).click();
  await expectOrdersPage(page);
  expect(await asksOnUnload(page)).toBe(false);
  const { products } = await adminApi<{ products: { title: string }[] }>("GET", `/admin/products?q=${encodeURIComponent(title)}&fields=title`);
  expect(products.map((p) => p.title)).not.toContain(title);
});

test("a collection's edit dialog closes without a question unchanged, asks on Escape and the close button with changes, and saves without one", async ({ page }) => {
  const title = `${PREFIX} Collection ${run}`;
  const { collection } = await adminApi<{ collection: { id: string } }>("POST", "/admin/collections", { title });
  const savedTitle = async () => (await adminApi<{ collection: { title: string } }>("GET", `/admin/collections/${collection.id}`)).collection.title;
  try {
    await signIn(page);
    await page.goto(`/a/collections/${collection.id}`);
    const dialog = page.getByRole("dialog", { name: "Edit collection" });
    const titleField = dialog.getByRole("textbox", { name: /^Title/ });

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(titleField).toHaveValue(title);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(question(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await titleField.fill(`${title} sale`);
    await page.keyboard.press("Escape");
    await question(page).getByRole("button", { name: "Keep editing" }).click();
    await expect(titleField).toHaveValue(`${title} sale`);
    await dialog.getByRole("button", { name: "Close" }).click();
    await question(page).getByRole("button", { name: "Discard changes" }).click();
    await expect(dialog).toBeHidden();
    expect(await savedTitle()).toBe(title);

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(titleField).toHaveValue(title);
    await titleField.fill(`${title} saved`);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(question(page)).toHaveCount(0);
    await expect.poll(savedTitle).toBe(`${title} saved`);
  } finally {
    await adminApi("DELETE", `/admin/collections/${collection.id}`);
  }
});
