// The shell in other languages: Arabic lays it out right to left, Japanese
// leaves no English in it.
import en from "../../public/locales/en/translation.json" with { type: "json" };
import ja from "../../public/locales/ja/translation.json" with { type: "json" };
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, "someone@example.com", "any-password");
  await expectOrdersPage(page);
});

test("Arabic lays the shell out right to left", async ({ page }) => {
  await page.getByRole("combobox", { name: "Language" }).selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const nav = page.getByRole("navigation");
  await expect(nav.getByRole("link").first()).toHaveText("الطلبات");
  // The sidebar now stands on the right of the content.
  const sidebar = await nav.boundingBox();
  const main = await page.getByRole("main").boundingBox();
  expect(sidebar!.x).toBeGreaterThan(main!.x);
  // The choice is kept for the next visit.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

/** Every text under a key, its nested keys' too (shell.theme.*), but those Japanese keeps as in English (Ctrl, Esc). */
const textsOf = (texts: object, japanese: object): string[] =>
  Object.entries(texts).flatMap(([key, v]) => {
    const same = (japanese as Record<string, unknown>)[key];
    return typeof v === "string" ? (v === same ? [] : [v]) : textsOf(v as object, (same ?? {}) as object);
  });

test("Japanese leaves no English in the shell", async ({ page }) => {
  await page.getByRole("combobox", { name: "言語" }).or(page.getByRole("combobox", { name: "Language" })).selectOption("ja");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const english = [...Object.values(en.nav), ...textsOf(en.shell, ja.shell).filter((v) => v !== en.shell.appName), en.orders.empty];
  const shellText = [
    ...(await page.getByRole("navigation").getByRole("link").allInnerTexts()),
    await page.getByRole("banner").innerText(),
    await page.getByRole("heading", { level: 1 }).innerText(),
    ...(await page.getByRole("columnheader").allInnerTexts()),
  ].join("\n");
  // as whole words: the store's name ("Medusa E2E Store") holds "or"
  const asWords = (text: string) => new RegExp(`(^|\\W)${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\W|$)`);
  for (const text of english) expect(shellText, `English "${text}" left in the Japanese shell`).not.toMatch(asWords(text));
  await expect(page.getByRole("button", { name: en.shell.signOut })).toHaveCount(0);
});

test("the orders list after sign-in shows its texts before the other pages' texts are loaded", async ({ page }) => {
  // The build's second file of texts (scripts/vite/locale-split.ts) answered empty: a text the
  // first page takes from it would show as its key.
  await page.route("**/locales/*/pages.json", (route) => route.fulfill({ json: {} }));
  await page.reload();
  await expectOrdersPage(page);
  const keys: string[] = [];
  const walk = (node: object, path: string[]) =>
    Object.entries(node).forEach(([name, value]) => (typeof value === "string" ? keys.push([...path, name].join(".")) : walk(value, [...path, name])));
  walk(en, []);
  await page.getByRole("button", { name: "Filters" }).click();
  const shown = await page.locator("body").innerText();
  expect(keys.filter((key) => shown.includes(key.replace(/_(one|other)$/, "")))).toEqual([]);
});
