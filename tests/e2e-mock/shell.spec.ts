// The dashboard on the Prism mock: sign-in, every sidebar section, 404.
// The mock accepts any credentials and answers every call with the
// contract's examples: the recorded store (tests/e2e-mock/recorded-data.spec.ts).
// Console errors fail a test (tests/e2e-shared/fixtures.ts).
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";

/** What each section shows: its list table, its category tree, its settings cards, the placeholder, or a plugin's page. */
const SECTIONS: Record<string, "table" | "tree" | "settings" | "placeholder" | "plugin"> = {
  Orders: "table",
  "Draft orders": "table",
  Products: "table",
  Categories: "tree", // the product_categories flag is on in the recorded store
  Collections: "table",
  Customers: "table",
  "Customer groups": "table",
  Discounts: "table",
  "Gift cards": "table",
  Pricing: "table",
  Inventory: "placeholder", // only with the inventory module
  Settings: "settings",
  Loyalty: "plugin", // the example plugin of admin-plugins.config.ts (tests/e2e-mock/plugins.spec.ts)
};
/** A section whose list table is named other than the section (the gift card page also manages the gift card product). */
const TABLE_NAME: Record<string, string> = { "Gift cards": "Issued gift cards" };
const ALWAYS_SHOWN = Object.keys(SECTIONS).filter((s) => s !== "Inventory" && SECTIONS[s] !== "plugin");

test("signs in with any credentials and lands on the orders list", async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, "someone@example.com", "any-password");
  await expectOrdersPage(page);
  await expect(page.getByTestId("signed-in-user")).not.toBeEmpty();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("every sidebar section opens from its link", async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, "someone@example.com", "any-password");
  await expectOrdersPage(page);

  const nav = page.getByRole("navigation", { name: "Main navigation" });
  const names = (await nav.getByRole("link").allInnerTexts()).map((n) => n.trim());
  expect(names).toEqual(expect.arrayContaining(ALWAYS_SHOWN));
  expect(names.filter((n) => !(n in SECTIONS)), "sidebar links without a known section").toEqual([]);

  // in reverse, so that the first click leaves the orders page
  for (const name of names.reverse()) {
    await test.step(name, async () => {
      const link = nav.getByRole("link", { name, exact: true });
      await link.click();
      await expect(link).toHaveAttribute("aria-current", "page");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name, exact: true, level: 1 })).toBeVisible();
      await expect(page.getByText("Page not found")).toHaveCount(0);
      const kind = SECTIONS[name];
      if (kind === "table") {
        const table = main.getByRole("table", { name: TABLE_NAME[name] ?? name, exact: true });
        await expect(table.getByRole("row").filter({ has: page.getByRole("cell") }).first()).toBeVisible();
      } else if (kind === "tree") {
        await expect(main.getByRole("tree")).toBeVisible();
      } else if (kind === "settings") {
        await expect(main.getByRole("link", { name: "Store details" })).toBeVisible();
        await expect(main.getByRole("link", { name: "Users and invites" })).toBeVisible();
      } else if (kind === "placeholder") {
        await expect(main.getByTestId("section-placeholder")).toBeVisible();
        await expect(main.getByText("This section is on its way")).toBeVisible();
      }
    });
  }
});

test("an unknown address shows the not-found page with a way back", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  // `/` sends a signed-in user (the mock always has a session) to the orders
  await expectOrdersPage(page);
});

test("an unknown admin address shows the not-found page inside the dashboard", async ({ page }) => {
  await page.goto("/a/no-such-section");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expectOrdersPage(page);
});
