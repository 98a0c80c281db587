// Dark mode against the real server: the theme chosen in the user menu is kept
// in this browser over a reload, and a dark page is dark from its first paint
// (the pre-paint script, scripts/vite/prepaint.ts, before any of the app's code).
// The contrast of the dark pages is audited with the others (accessibility.spec.ts).
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { ADMIN, BACKEND_URL } from "./backend.ts";

async function chooseTheme(page: Page, name: string) {
  await page.getByTestId("signed-in-user").click();
  await page.getByRole("menuitemradio", { name }).click();
  await expect(page.getByRole("menu")).toBeHidden();
}

/** What the page shows of its mode: Chakra's class, the browser's color-scheme, the meta, the page's background. */
const modeOf = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement;
    return {
      classes: [...html.classList].filter((c) => c === "light" || c === "dark"),
      colorScheme: getComputedStyle(html).colorScheme,
      meta: document.querySelector('meta[name="color-scheme"]')?.getAttribute("content"),
      background: getComputedStyle(html).backgroundColor,
    };
  });
// the page's background: Chakra's bg token, black (#09090b) in dark mode, white in light
const DARK = { classes: ["dark"], colorScheme: "dark", meta: "dark", background: "rgb(9, 9, 11)" };
const LIGHT = { classes: ["light"], colorScheme: "light", meta: "light", background: "rgb(255, 255, 255)" };

test("the theme chosen in the user menu is kept over a reload and painted before the app runs; the system's is followed", async ({ page }) => {
  // the session cookie, set by the API
  expect((await page.request.post(`${BACKEND_URL}/admin/auth`, { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/a/orders");
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  // nothing chosen yet: the system's, light here
  expect(await modeOf(page)).toEqual(LIGHT);

  await chooseTheme(page, "Dark");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await modeOf(page)).toEqual(DARK);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  expect(await modeOf(page)).toEqual(DARK);
  await page.getByTestId("signed-in-user").click();
  await expect(page.getByRole("menuitemradio", { name: "Dark" })).toBeChecked();
  await page.keyboard.press("Escape");

  // none of the app's code runs (its JS answers empty): what shows was set before it, from the first paint
  const appCode = /\/assets\/(?!prepaint-)[^/]+\.js$/;
  await page.route(appCode, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  await page.reload();
  await expect(page.locator("#root")).toBeEmpty();
  expect(await modeOf(page)).toEqual(DARK);
  await page.unroute(appCode);

  // as the system: follows it while the page is open
  await page.goto("/a/orders");
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await chooseTheme(page, "Same as the system");
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await modeOf(page)).toEqual(DARK);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  expect(await modeOf(page)).toEqual(DARK);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  expect(await modeOf(page)).toEqual(LIGHT);
});
