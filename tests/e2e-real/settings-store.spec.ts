// The store's settings against the real server: its exchange (swap) link
// template changed on Store details and read back through the API; a currency
// added to the store from all currencies, made the default, the default put
// back, and the currency removed, each step read back through the API. The
// server is shared with other tests: the store's templates, currencies and
// default are restored to what they were whatever happens.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi } from "./backend.ts";

interface StoreNow {
  name: string;
  swap_link_template: string | null;
  default_currency_code: string;
  currencies: { code: string }[];
}

const storeNow = async () => (await adminApi<{ store: StoreNow }>("GET", "/admin/store")).store;
const codesOf = (store: StoreNow) => store.currencies.map((c) => c.code).sort();

async function openSettingsCard(page: Page, card: string) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Settings", exact: true }).click();
  await page.getByRole("link", { name: new RegExp(`^${card}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: card })).toBeVisible();
}

test("the store's exchange link template is changed and read back, then put back", async ({ page }) => {
  const before = await storeNow();
  const template = `https://e2e.example.com/swap/{cart_id}?run=${Date.now()}`;
  const saves: string[] = [];
  page.on("request", (r) => r.method() === "POST" && new URL(r.url()).pathname === "/admin/store" && saves.push(r.url()));
  try {
    await openSettingsCard(page, "Store details");
    const field = page.getByRole("textbox", { name: "Exchange payment link" });
    await field.fill(template);
    await expect(page.getByText(`Example: ${template.replace("{cart_id}", "cart_01HXAMPLE")}`)).toBeVisible();
    await page.getByRole("button", { name: "Save changes" }).dblclick();
    await expect(page.getByText("The store details were saved")).toBeVisible();
    expect(saves, "save requests").toHaveLength(1);
    expect(await storeNow()).toMatchObject({ name: before.name, swap_link_template: template });

    // Put back from the page (an emptied template is stored as null, no template).
    await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();
    await field.fill(before.swap_link_template ?? "");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(async () => (await storeNow()).swap_link_template).toBe(before.swap_link_template);
  } finally {
    await adminApi("POST", "/admin/store", { swap_link_template: before.swap_link_template });
  }
});

test("a currency is added to the store, made the default, the default put back, and the currency removed", async ({ page }) => {
  test.setTimeout(90_000);
  const before = await storeNow();
  // A currency the store does not have (JPY unless an earlier run left it).
  const code = ["jpy", "chf", "sek"].find((c) => !codesOf(before).includes(c))!;
  const CODE = code.toUpperCase();
  const sent: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() !== "GET" && path.startsWith("/admin/store")) sent.push(`${r.method()} ${path}`);
  });
  try {
    await openSettingsCard(page, "Currencies");
    const table = page.getByRole("table", { name: "Store currencies" });
    const defaultCard = page.getByTestId("default-currency");
    await expect(defaultCard).toContainText(before.default_currency_code.toUpperCase());

    await page.getByRole("button", { name: "Add currencies" }).click();
    const picker = page.getByRole("dialog", { name: "Add currencies" });
    await picker.getByRole("searchbox").fill(code);
    await picker.getByRole("checkbox", { name: new RegExp(`^Select ${CODE} `) }).check({ force: true });
    await picker.getByRole("button", { name: "Add 1 currency" }).dblclick();
    await expect(picker).toBeHidden();
    await expect(table.getByRole("row", { name: new RegExp(`\\b${CODE}\\b`) })).toBeVisible();
    expect(sent).toEqual([`POST /admin/store/currencies/${code}`]);
    expect(codesOf(await storeNow())).toEqual([...codesOf(before), code].sort());

    // Made the default, then the default put back.
    const changeDefault = async (to: string) => {
      // the last save's toast (top right, paused while the pointer is on it) leaves first: it covers the button
      await page.mouse.move(0, 0);
      await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
      await page.getByRole("button", { name: "Change", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Change the default currency" });
      await dialog.getByRole("combobox", { name: /Default currency/ }).selectOption(to);
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await expect(dialog).toBeHidden();
      await expect(defaultCard).toContainText(to.toUpperCase());
      expect((await storeNow()).default_currency_code).toBe(to);
    };
    await changeDefault(code);
    // The default has no remove button.
    await expect(page.getByRole("button", { name: `Remove ${CODE}` })).toHaveCount(0);
    await changeDefault(before.default_currency_code);

    await page.getByRole("button", { name: `Remove ${CODE}` }).click();
    const ask = page.getByRole("alertdialog");
    await ask.getByRole("button", { name: `Remove ${CODE}` }).dblclick();
    await expect(table.getByRole("row", { name: new RegExp(`\\b${CODE}\\b`) })).toHaveCount(0);
    expect(sent.filter((s) => s.startsWith("DELETE"))).toEqual([`DELETE /admin/store/currencies/${code}`]);
    const after = await storeNow();
    expect(codesOf(after)).toEqual(codesOf(before));
    expect(after.default_currency_code).toBe(before.default_currency_code);
  } finally {
    const now = await storeNow();
    if (now.default_currency_code !== before.default_currency_code) await adminApi("POST", "/admin/store", { default_currency_code: before.default_currency_code });
    if (codesOf(now).includes(code) && !codesOf(before).includes(code)) await adminApi("DELETE", `/admin/store/currencies/${code}`);
  }
});
