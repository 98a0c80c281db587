// Accepting an invitation: the invite is created through the admin API (as
// the team settings would), its link opened in the browser.
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { field, optOutOfUsageData } from "@tests/e2e-shared/pages.ts";
import { anyOf, createInvite, deleteUserAndInvites, expectNewestOrderFirst, NO_USAGE_PREFERENCES, uniqueEmail, UNAUTHORIZED } from "./backend.ts";

test.use({ allowedConsoleErrors: [anyOf(UNAUTHORIZED, NO_USAGE_PREFERENCES)] });

const email = uniqueEmail("e2e-invitee");

test.afterAll(async () => {
  await deleteUserAndInvites(email);
});

test("an invited person creates their account and arrives signed in", async ({ page }) => {
  const token = await createInvite(email);
  await page.goto(`/invite?${new URLSearchParams({ token })}`);
  await expect(page.getByRole("heading", { name: "Join the team" })).toBeVisible();
  await expect(page.getByText(`You are joining as ${email}`)).toBeVisible();

  await field(page, "First name").fill("Ina");
  await field(page, "Last name").fill("Vitee");
  await field(page, "Password").fill("invited-password-1");
  await field(page, "Repeat the new password").fill("invited-password-1");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/a\/orders$/);
  await optOutOfUsageData(page); // a new account is asked first
  await expect(page.getByTestId("signed-in-user")).toHaveText("Ina Vitee");
  const orders = page.getByRole("table", { name: "Orders" });
  await expectNewestOrderFirst(orders);
});
