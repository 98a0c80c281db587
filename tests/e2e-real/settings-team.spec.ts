// The team and profile settings against the real server. A person invited
// as a member from the team page accepts in a browser of their own and signs
// in; the admin changes their role and deletes them. The profile is a user
// of the test's own (the seeded admin's name, password and token are never
// touched): their name, an API token (which then opens the admin API as
// them) and the dashboard's language (German after a reload, English again
// at the end). Each step is read back through the admin API.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, field, optOutOfUsageData, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, anyOf, BACKEND_URL, createUser, deleteUserAndInvites, NO_USAGE_PREFERENCES, UNAUTHORIZED, uniqueEmail } from "./backend.ts";

test.use({ allowedConsoleErrors: [anyOf(UNAUTHORIZED, NO_USAGE_PREFERENCES)] });

interface User {
  id: string;
  email: string;
  role: string;
  first_name: string | null;
  last_name: string | null;
}

const invitee = { email: uniqueEmail("e2e-team-invitee"), password: "invited-password-1", first_name: "Tea", last_name: "Member" };
const profile = { email: uniqueEmail("e2e-profile"), password: "profile-password-1", first_name: "Pro", last_name: "File" };

test.afterAll(async () => {
  await deleteUserAndInvites(invitee.email);
  await deleteUserAndInvites(profile.email);
});

const usersWithEmail = async (email: string) =>
  (await adminApi<{ users: User[] }>("GET", `/admin/users?q=${encodeURIComponent(email)}`)).users.filter((u) => u.email === email);

async function signIn(page: Page, user: { email: string; password: string }, { firstTime = false } = {}) {
  await page.goto("/login");
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/a\/orders$/);
  if (firstTime) await optOutOfUsageData(page);
  await expectOrdersPage(page);
}

test("an invited member accepts, signs in, gets another role and is deleted", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  await page.goto("/a/settings/team");
  await expect(page.getByRole("heading", { name: "Users and invites", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Invite user" }).click();
  const form = page.getByRole("dialog", { name: "Invite a user" });
  await field(page, "Email").fill(invitee.email);
  await expect(form.getByRole("combobox", { name: "Role" })).toHaveValue("member");
  await form.getByRole("button", { name: "Send invite" }).click();
  await expect(form).toBeHidden();
  const { invites } = await adminApi<{ invites: { user_email: string; role: string; token: string }[] }>("GET", "/admin/invites");
  const invite = invites.find((i) => i.user_email === invitee.email);
  expect(invite?.role).toBe("member");
  await expect(page.getByRole("table", { name: "Invites" }).getByRole("row", { name: new RegExp(invitee.email) })).toContainText("Pending");

  // The invitee, in a browser of their own, opens the link the invitation carries.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(`/invite?${new URLSearchParams({ token: invite!.token })}`);
  await field(them, "First name").fill(invitee.first_name);
  await field(them, "Last name").fill(invitee.last_name);
  await field(them, "Password").fill(invitee.password);
  await field(them, "Repeat the new password").fill(invitee.password);
  await them.getByRole("button", { name: "Create account" }).click();
  await expect(them).toHaveURL(/\/a\/orders$/);
  await optOutOfUsageData(them);
  const [joined] = await usersWithEmail(invitee.email);
  expect(joined).toMatchObject({ role: "member", first_name: invitee.first_name, last_name: invitee.last_name });
  // and signs in again with the password they chose
  await them.getByRole("button", { name: "Sign out" }).click();
  await signIn(them, invitee);
  await expect(them.getByTestId("signed-in-user")).toHaveText(`${invitee.first_name} ${invitee.last_name}`);
  await theirs.close();

  const name = `${invitee.first_name} ${invitee.last_name}`;
  await page.reload();
  await page.getByRole("searchbox", { name: "Search" }).fill(invitee.email);
  const users = page.getByRole("table", { name: "Users" });
  await expect(users.getByRole("row", { name: new RegExp(name) })).toContainText("Member");
  await users.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit user" });
  await edit.getByRole("combobox", { name: "Role" }).selectOption({ label: "Developer" });
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(users.getByRole("row", { name: new RegExp(name) })).toContainText("Developer");
  expect((await usersWithEmail(invitee.email))[0].role).toBe("developer");

  await users.getByRole("button", { name: `Delete ${name}` }).click();
  const ask = page.getByRole("alertdialog", { name: `Delete ${name}?` });
  await expect(ask).toContainText(invitee.email);
  await ask.getByRole("button", { name: "Delete user" }).click();
  await expect(ask).toBeHidden();
  await expect(users.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  expect(await usersWithEmail(invitee.email)).toEqual([]);
});

test("a user's profile: name, an API token shown once, and the dashboard in German after a reload", async ({ page }) => {
  test.setTimeout(90_000);
  const { id } = await createUser(profile);
  await signIn(page, profile, { firstTime: true });
  await page.goto("/a/settings/personal-information");

  const names = page.getByRole("region", { name: "Name" });
  await names.getByRole("textbox", { name: "Last name" }).fill("Renamed");
  await names.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByTestId("signed-in-user")).toHaveText(`${profile.first_name} Renamed`);
  expect((await adminApi<{ user: User }>("GET", `/admin/users/${id}`)).user.last_name).toBe("Renamed");

  const tokens = page.getByRole("region", { name: "API token" });
  await tokens.getByRole("button", { name: "Create API token" }).click();
  const token = (await tokens.getByTestId("new-api-token").textContent()) ?? "";
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(tokens).toContainText("it is shown only this once");
  // The token opens the admin API as this user.
  const asThem = await fetch(`${BACKEND_URL}/admin/auth`, { headers: { "x-medusa-access-token": token } });
  expect(((await asThem.json()) as { user: User }).user.email).toBe(profile.email);

  await page.getByRole("combobox", { name: "Dashboard language" }).selectOption({ label: "Deutsch" });
  await page.reload();
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav.getByRole("link", { name: "Bestellungen", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();

  // (the page speaks German now: its select too)
  await page.getByRole("combobox", { name: "Sprache des Dashboards" }).selectOption({ label: "English" });
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Orders", exact: true })).toBeVisible();
});
