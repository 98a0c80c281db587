// Customers and customer groups against the real server: a group "VIP <run>"
// created from the groups page, two customers (made through the API) found by
// search in the member picker and added in one batch, then a customer's phone
// edited on their page; each outcome read back through the admin API. The
// group is deleted afterwards (Medusa v1 cannot delete customers; their
// emails are unique per run). Addresses are not edited: Medusa 1.20's admin
// API has no way to change a customer's saved addresses.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, uniqueEmail } from "./backend.ts";

interface Customer {
  id: string;
  email: string;
  phone: string | null;
}

const run = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const groupsMade: string[] = [];

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

const createCustomer = async (first_name: string, last_name: string) =>
  (await adminApi<{ customer: Customer }>("POST", "/admin/customers", { email: uniqueEmail("e2e-cus"), first_name, last_name, password: "supersecret" })).customer;

test.afterAll(async () => {
  for (const id of groupsMade) await adminApi("DELETE", `/admin/customer-groups/${id}`).catch(() => {});
});

test("a VIP group created from the page, two customers added from the picker", async ({ page }) => {
  test.setTimeout(90_000);
  const surname = `Picked${run}`;
  const [ada, bob] = [await createCustomer("Ada", surname), await createCustomer("Bob", surname)];
  const name = `VIP ${run}`;
  await signIn(page);
  await page.goto("/a/customers/groups");

  await page.getByRole("button", { name: "New group" }).click();
  const form = page.getByRole("dialog", { name: "New group" });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("button", { name: "Create group" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const groupId = /\/a\/customers\/groups\/([^/?]+)/.exec(page.url())![1];
  groupsMade.push(groupId);
  const made = await adminApi<{ customer_group: { name: string } }>("GET", `/admin/customer-groups/${groupId}`);
  expect(made.customer_group.name).toBe(name);

  await page.getByRole("button", { name: "Add customers" }).click();
  const picker = page.getByRole("dialog", { name: `Add customers to “${name}”` });
  await picker.getByRole("searchbox").fill(surname);
  await picker.getByRole("searchbox").press("Enter");
  await expect(picker.getByRole("table").getByRole("row").filter({ has: page.getByRole("cell") })).toHaveCount(2);
  await picker.getByRole("checkbox", { name: `Select Ada ${surname}` }).check({ force: true });
  await picker.getByRole("checkbox", { name: `Select Bob ${surname}` }).check({ force: true });
  await picker.getByRole("button", { name: "Add 2 customers" }).click();
  await expect(picker).toBeHidden();

  const members = page.getByRole("table", { name: "Members" });
  await expect(members.getByRole("row").filter({ has: page.getByRole("cell") })).toHaveCount(2);
  const listed = await adminApi<{ customers: Customer[]; count: number }>("GET", `/admin/customer-groups/${groupId}/customers?limit=10`);
  expect(listed.customers.map((c) => c.id).sort()).toEqual([ada.id, bob.id].sort());
});

test("a customer's phone edited on their page", async ({ page }) => {
  const customer = await createCustomer("Phoebe", `Phone${run}`);
  await signIn(page);
  await page.goto("/a/customers");
  await page.getByRole("searchbox", { name: "Search" }).fill(customer.email);
  await page.keyboard.press("Enter");
  const rows = page.getByRole("table", { name: "Customers" }).getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: `Phoebe Phone${run}`, level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit customer" });
  // An account holder's email is the customer's own to change.
  await expect(dialog.getByRole("textbox", { name: "Email" })).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Phone" }).fill("+44 20 7946 0000");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Profile" })).toContainText("+44 20 7946 0000");
  const saved = await adminApi<{ customer: Customer }>("GET", `/admin/customers/${customer.id}`);
  expect(saved.customer.phone).toBe("+44 20 7946 0000");
  expect(saved.customer.email).toBe(customer.email);
});
