// The dashboard with the keyboard alone (Tab, Shift+Tab, Enter, Space,
// Escape, arrow keys; no clicks): signing in, editing a product, changing a
// price in the grid, and working the products list. Every control is reached
// by Tab, shows where the focus is, and the outcome is read back through the
// admin API.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, UNAUTHORIZED } from "./backend.ts";

// the wrong password's 401
test.use({ allowedConsoleErrors: [UNAUTHORIZED] });

const run = `${Date.now()}`;
const TITLE = `E2E Keys Mug ${run}`;
let productId = "";

interface Product {
  title: string;
  variants: { title: string; prices: { currency_code: string; amount: number; region_id: string | null }[] }[];
}
const productApi = async () => (await adminApi<{ product: Product }>("GET", `/admin/products/${productId}`)).product;

test.beforeAll(async () => {
  const { product } = await adminApi<{ product: { id: string } }>("POST", "/admin/products", {
    title: TITLE,
    status: "draft",
    options: [{ title: "Size" }],
    variants: ["S", "M"].map((size) => ({ title: size, options: [{ value: size }], prices: [{ currency_code: "usd", amount: 1000 }] })),
  });
  productId = product.id;
});
test.afterAll(async () => {
  if (productId) await adminApi("DELETE", `/admin/products/${productId}`);
});

/**
 * Presses Tab (Shift+Tab backwards) until `target` has the focus, and fails
 * if it is not reached within `max` presses (unreachable, or trapped elsewhere);
 * then checks that the focus is shown.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectFocusShown(page);
      return;
    }
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target} not reached with ${max} presses of ${back ? "Shift+Tab" : "Tab"}; the focus is on ${await focusedElement(page)}`);
}

const focusedElement = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? "nothing");

/**
 * The focused element (or, for Chakra's visually hidden inputs of checkboxes
 * and switches, the box drawn for it) has a visible focus ring: an outline or
 * a box shadow.
 */
async function expectFocusShown(page: Page) {
  const shown = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return false;
    const hidden = focused.getBoundingClientRect().width <= 1;
    const drawn = hidden ? (focused.parentElement?.querySelector<HTMLElement>("[data-part=control]") ?? focused) : focused;
    const style = getComputedStyle(drawn);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== "none";
  });
  expect(shown, `a visible focus indicator on ${await focusedElement(page)}`).toBe(true);
}

/** Signs in through the form, with the keyboard. */
async function signIn(page: Page) {
  await page.goto("/login");
  const email = page.getByRole("textbox", { name: "Email" });
  // the email field has the focus when the page opens
  await expect(email).toBeFocused();
  await page.keyboard.type(ADMIN.email);
  await tabTo(page, page.getByRole("textbox", { name: "Password" }));
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press("Enter");
  await expectOrdersPage(page);
}

test("signing in with the keyboard: Tab through the form, Enter submits, a wrong password is said and corrected with Shift+Tab", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
  await page.keyboard.type(ADMIN.email);
  await tabTo(page, page.getByRole("textbox", { name: "Password" }));
  await page.keyboard.type("not-the-password");
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("The email or password is incorrect.");
  // back to the password with Shift+Tab, corrected, sent with Enter from the field
  await tabTo(page, page.getByRole("textbox", { name: "Password" }), { back: true });
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press("Enter");
  await expectOrdersPage(page);
});

test("editing a product's title with the keyboard: from the list to the modal and back", async ({ page }) => {
  await signIn(page);
  await page.goto("/a/products");
  await tabTo(page, page.getByRole("searchbox", { name: "Search" }));
  await page.keyboard.type(TITLE);
  const link = page.getByRole("table", { name: "Products" }).getByRole("link", { name: TITLE });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();

  // the product's actions menu: opened with Enter, walked with the arrow keys
  const actions = page.getByRole("button", { name: "Product actions" });
  await tabTo(page, actions);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: "Product actions" });
  // the menu keeps the focus and points at its active item
  const activeItem = async (name: string) =>
    expect(menu).toHaveAttribute("aria-activedescendant", (await menu.getByRole("menuitem", { name }).getAttribute("id"))!);
  await activeItem("Edit general information");
  await page.keyboard.press("ArrowDown");
  await activeItem("Edit organisation");
  await page.keyboard.press("ArrowUp");
  await activeItem("Edit general information");
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Edit general information" });
  await expect(dialog).toBeVisible();
  // the focus is in the modal and stays there: Tab goes round it
  await tabTo(page, dialog.getByRole("textbox", { name: "Title", exact: true }));
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} stays in the modal`).toBe(true);
  }
  // Escape closes it without saving, and the focus goes back to the menu's button
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();

  // the section's own Edit button, then the new title saved with Enter
  await tabTo(page, page.getByRole("button", { name: "Edit general information" }));
  await page.keyboard.press("Enter");
  await tabTo(page, dialog.getByRole("textbox", { name: "Title", exact: true }));
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(`${TITLE} renamed`);
  await tabTo(page, dialog.getByRole("button", { name: "Save changes" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: `${TITLE} renamed`, level: 1 })).toBeVisible();
  expect((await productApi()).title).toBe(`${TITLE} renamed`);
  await expect(page.getByRole("button", { name: "Edit general information" })).toBeFocused();
});

test("changing a price in the grid with the keyboard, checked through the API", async ({ page }) => {
  await signIn(page);
  await page.goto(`/a/products/${productId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Edit prices" }));
  await page.keyboard.press("Enter");
  const grid = page.getByRole("grid", { name: "Prices" });
  await expect(grid).toBeVisible();
  // into the grid: one Tab stop, the active cell
  await tabTo(page, grid.getByRole("gridcell", { name: "USD price of S" }));
  await page.keyboard.press("ArrowDown");
  const cell = grid.getByRole("gridcell", { name: "USD price of M" });
  await expect(cell).toBeFocused();
  await page.keyboard.type("12.34");
  await page.keyboard.press("Enter");
  await expect(cell).toHaveText("12.34");
  // Escape in an open edit drops it and keeps the modal open
  await page.keyboard.press("ArrowUp");
  await page.keyboard.type("99");
  await page.keyboard.press("Escape");
  await expect(grid.getByRole("gridcell", { name: "USD price of S" })).toHaveText("10.00");
  await expect(grid).toBeVisible();
  // back to Save in the modal's header
  await tabTo(page, page.getByRole("button", { name: "Save changes" }), { back: true });
  await page.keyboard.press("Enter");
  await expect(grid).toBeHidden();
  const usd = (variant: string) => (async () => (await productApi()).variants.find((v) => v.title === variant)?.prices.find((p) => p.currency_code === "usd" && !p.region_id)?.amount)();
  await expect.poll(() => usd("M")).toBe(1234);
  expect(await usd("S")).toBe(1000);
});

test("the products list with the keyboard: sort, pages, selection, a row's link", async ({ page }) => {
  await signIn(page);
  // five a page, so that the store's products make several pages
  await page.goto("/a/products?limit=5");
  const table = page.getByRole("table", { name: "Products" });
  const bodyRows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(bodyRows).toHaveCount(5);

  await test.step("sort by title with Enter on its header, then the other way", async () => {
    await tabTo(page, table.getByRole("button", { name: "Product" }));
    await page.keyboard.press("Enter");
    await expect(table.getByRole("columnheader", { name: "Product" })).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/order=title/);
    await page.keyboard.press("Enter");
    await expect(table.getByRole("columnheader", { name: "Product" })).toHaveAttribute("aria-sort", "descending");
    await expect(page).toHaveURL(/order=-title/);
  });

  await test.step("the next page and back", async () => {
    const range = page.getByTestId("page-range");
    await expect(range).toHaveText(/^1–5 of/);
    await tabTo(page, page.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");
    await expect(range).toHaveText(/^6–10 of/);
    await tabTo(page, page.getByRole("button", { name: "Previous" }), { back: true });
    await page.keyboard.press("Enter");
    await expect(range).toHaveText(/^1–5 of/);
  });

  await test.step("tick a row with Space, then clear the selection", async () => {
    const first = bodyRows.first();
    await tabTo(page, first.getByRole("checkbox", { name: /^Select / }), { back: true });
    await page.keyboard.press("Space");
    const bar = page.getByRole("region", { name: "Actions on selected rows" });
    await expect(bar.getByTestId("selected-count")).toHaveText("1 selected");
    await tabTo(page, bar.getByRole("button", { name: "Clear selection" }), { back: true });
    await page.keyboard.press("Enter");
    await expect(bar).toBeHidden();
    await expect(first.getByRole("checkbox")).not.toBeChecked();
  });

  await test.step("open a row with Enter on its link", async () => {
    const link = bodyRows.first().getByRole("link");
    const name = (await link.textContent())!;
    await tabTo(page, link);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/a\/products\/prod_/);
  });
});
