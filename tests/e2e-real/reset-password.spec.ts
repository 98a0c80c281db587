// The password-reset round trip, on a user of its own (the seeded admin's
// password is never touched). The link's token is what the reset email would
// carry: scripts/backend/reset-token.js signs it the way Medusa does.
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, field, optOutOfUsageData, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { anyOf, createUser, deleteUserAndInvites, NO_USAGE_PREFERENCES, resetToken, uniqueEmail, UNAUTHORIZED } from "./backend.ts";

test.use({ allowedConsoleErrors: [anyOf(UNAUTHORIZED, NO_USAGE_PREFERENCES)] });

const user = { email: uniqueEmail("e2e-reset"), password: "first-password-1", first_name: "Reset", last_name: "Tester" };
const NEW_PASSWORD = "second-password-2";

test.beforeAll(async () => {
  await createUser(user);
});
test.afterAll(async () => {
  await deleteUserAndInvites(user.email);
});

test("a user asks for a reset link, sets a new password from it, and signs in with it", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await field(page, "Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText("If an account exists for this email, a reset link is on its way.");

  // the link from the email
  const token = resetToken(user.email);
  await page.goto(`/reset-password?${new URLSearchParams({ token, email: user.email })}`);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(field(page, "Email")).toHaveValue(user.email);
  await field(page, "New password").fill(NEW_PASSWORD);
  await field(page, "Repeat the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status")).toHaveText("Your password was changed. Sign in with the new one.");
  await submitSignIn(page, user.email, user.password);
  await expect(page.getByRole("alert")).toHaveText("The email or password is incorrect.");
  await field(page, "Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/a\/orders$/);
  await optOutOfUsageData(page); // a new account is asked first
  await expectOrdersPage(page);
  await expect(page.getByTestId("signed-in-user")).toHaveText("Reset Tester");
});
