// Gift cards against the real server, as staff issue and look after one: a
// custom card of EUR 50 is issued from the overview (a double click, one
// request), found again by its code with the list's search, its balance
// edited and the card disabled; each step read back through the admin API.
// The card this test made is deleted at the end.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi } from "./backend.ts";

interface CardNow {
  value: number;
  balance: number;
  region_id: string;
  is_disabled: boolean;
  metadata: Record<string, unknown> | null;
}

const EUROPE = "reg_e2e_eu";

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

const giftCardsLink = (page: Page) => page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Gift cards", exact: true });
const cardOf = async (id: string) => (await adminApi<{ gift_card: CardNow }>("GET", `/admin/gift-cards/${id}`)).gift_card;

test("a custom gift card of EUR 50 is issued, found by its code, its balance edited and then disabled", async ({ page }) => {
  test.setTimeout(90_000);
  const note = `e2e gift card ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const creates: string[] = [];
  page.on("request", (r) => r.method() === "POST" && new URL(r.url()).pathname === "/admin/gift-cards" && creates.push(r.url()));
  let id = "";
  try {
    await signIn(page);
    await giftCardsLink(page).click();
    await page.getByRole("button", { name: "Custom gift card" }).click();
    const dialog = page.getByRole("dialog", { name: "Custom gift card" });
    await dialog.getByRole("combobox", { name: /Region/ }).selectOption({ label: "Europe (EUR)" });
    await dialog.getByRole("textbox", { name: /Value/ }).fill("50");
    await dialog.getByRole("textbox", { name: /Note/ }).fill(note);
    await dialog.getByRole("button", { name: "Create gift card of €50.00" }).dblclick();

    await expect(page).toHaveURL(/\/a\/gift-cards\/gift_\w+$/);
    id = new URL(page.url()).pathname.split("/").pop()!;
    const code = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    expect(creates, "create requests").toHaveLength(1);
    const issued = await cardOf(id);
    expect(issued).toMatchObject({ value: 5000, balance: 5000, region_id: EUROPE, is_disabled: false, metadata: { note } });

    // Found again from the list by its code.
    await giftCardsLink(page).click();
    const table = page.getByRole("table", { name: "Issued gift cards" });
    await page.getByRole("searchbox", { name: /Search/ }).fill(code);
    const row = table.getByRole("row", { name: new RegExp(code) });
    await expect(row).toContainText("€50.00");
    await expect(row).toContainText("Europe");
    await expect(row).toContainText("Active");
    await expect(table.getByRole("row").filter({ has: page.getByRole("cell") })).toHaveCount(1);
    await row.getByRole("link", { name: code }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(code);

    // The balance, never above the value.
    await page.getByRole("button", { name: "Edit balance" }).click();
    const balanceDialog = page.getByRole("dialog", { name: "Edit balance" });
    await balanceDialog.getByRole("textbox", { name: /Balance/ }).fill("20");
    await balanceDialog.getByRole("button", { name: "Save changes" }).click();
    await expect(balanceDialog).toBeHidden();
    await expect(page.getByRole("region", { name: "Details" })).toContainText("€20.00");
    expect((await cardOf(id)).balance).toBe(2000);

    // Disabled after the question.
    await page.getByRole("button", { name: "Disable" }).click();
    const ask = page.getByRole("alertdialog", { name: `Disable gift card ${code}?` });
    await ask.getByRole("button", { name: "Disable" }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole("button", { name: "Enable" })).toBeVisible();
    expect((await cardOf(id)).is_disabled).toBe(true);
  } finally {
    if (id) await adminApi("DELETE", `/admin/gift-cards/${id}`);
  }
});
