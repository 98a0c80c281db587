// The usage-data question on a user's first sign-in, on a user of its own:
// the config is per user, and the seeded admin already has one (global setup).
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { BACKEND_URL, createUser, deleteUserAndInvites, NO_USAGE_PREFERENCES, uniqueEmail, usagePreferencesOf } from "./backend.ts";

test.use({ allowedConsoleErrors: [NO_USAGE_PREFERENCES] });

const account = { email: uniqueEmail("e2e-usage"), password: "usage-password-1", first_name: "Usa", last_name: "Ge" };

test.beforeAll(async () => {
  await createUser(account);
});
test.afterAll(async () => {
  await deleteUserAndInvites(account.email);
});

test("a new user is asked about usage data once: opting out is saved and not asked again", async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/a\/orders$/);

  const overlay = page.getByRole("dialog", { name: "Help us get better" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("link", { name: /documentation/ })).toHaveAttribute("href", "https://docs.medusajs.com/usage");
  const email = overlay.getByRole("textbox", { name: "Email" });
  await expect(email).toHaveAttribute("placeholder", account.email);
  await overlay.getByText("Opt out of sharing my usage data").click();
  await expect(email).toBeDisabled();
  await overlay.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByTestId("toast-success")).toContainText("Your preferences were successfully updated");
  await expect(overlay).toBeHidden();
  await expectOrdersPage(page);
  expect(await usagePreferencesOf(account.email, account.password)).toMatchObject({ opt_out: true, anonymize: false });

  // After a reload the saved answer is found, and the overlay stays away past its 1000 ms delay.
  const configAnswer = page.waitForResponse((r) => r.url().startsWith(`${BACKEND_URL}/admin/analytics-configs`) && r.request().method() === "GET");
  await page.reload();
  expect((await configAnswer).status()).toBe(200);
  await expectOrdersPage(page);
  await page.waitForTimeout(1_500);
  await expect(overlay).toHaveCount(0);
});
