// The few user steps both tiers repeat.
import { expect, type Locator, type Page } from "@playwright/test";

/** A form field by its label (labels carry an aria-hidden "*" when required). */
export const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });

/** Fills the sign-in form and submits it (does not wait for the result). */
export async function submitSignIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** The orders list with at least one data row. */
export async function expectOrdersPage(page: Page) {
  await expect(page).toHaveURL(/\/a\/orders$/);
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Orders" });
  await expect(table).toBeVisible();
  // rows of the body (the header row holds column headers, not cells)
  await expect(table.getByRole("row").filter({ has: page.getByRole("cell") }).first()).toBeVisible();
  return table;
}

/**
 * A user's first sign-in: the usage-data overlay ("Help us get better")
 * appears; this answers it by opting out and waits until it has closed.
 */
export async function optOutOfUsageData(page: Page) {
  const overlay = page.getByRole("dialog", { name: "Help us get better" });
  await expect(overlay).toBeVisible();
  await overlay.getByText("Opt out of sharing my usage data").click();
  await overlay.getByRole("button", { name: "Continue" }).click();
  await expect(overlay).toBeHidden();
}

/**
 * Ticks a checkbox once it can be ticked: its dialog done opening (Chakra's
 * open animation moves it, and a forced click then lands outside the
 * viewport) and the box enabled (a picker that needs the price, as an
 * exchange's, a claim's or a draft order's, keeps a variant's box disabled
 * until its price in the region has come). `force`: Chakra's checkbox input
 * is visually hidden.
 */
export async function pick(box: Locator) {
  await expect(box).toBeEnabled();
  // the finite animations of what holds the box (its dialog's opening; a spinner elsewhere runs forever)
  await box.evaluate((el) =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return target instanceof Element && target.contains(el) && a.effect?.getComputedTiming().iterations !== Infinity;
        })
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  await box.check({ force: true });
}
