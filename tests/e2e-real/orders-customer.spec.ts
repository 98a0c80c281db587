// The customer card of the order page against the real server, as staff
// correct an order: a seeded order found by its customer's email and opened;
// on a fresh order, the email and the shipping address changed (only what
// changed is sent, the address with its country, which the server checks
// against the order's region), and the order transferred to another customer
// found by search; each outcome read back through the admin API, one request
// per save however fast it is clicked. The seeded orders are only read.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, uniqueEmail } from "./backend.ts";
import { getOrder, placeOrder } from "./orders.ts";

interface Address {
  first_name: string | null;
  last_name: string | null;
  address_1: string | null;
  city: string | null;
  postal_code: string | null;
  country_code: string | null;
  company: string | null;
}
interface OrderNow {
  email: string;
  customer_id: string;
  shipping_address: Address;
  billing_address: Address;
}

// Stickers: their stock is not managed, so the many orders of the runs never run out of it.
const ITEMS: [string, number][] = [["E2E-STKR-5", 1]];

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  return expectOrdersPage(page);
}

/** The POSTs to one order, counted as the page sends them (their bodies are the unit tests' matter). */
function orderUpdates(page: Page, id: string) {
  const sent: string[] = [];
  page.on("request", (r) => r.method() === "POST" && new URL(r.url()).pathname === `/admin/orders/${id}` && sent.push(r.url()));
  return sent;
}

const card = (page: Page) => page.getByRole("region", { name: "Customer" });

async function chooseAction(page: Page, item: string) {
  await card(page).getByRole("button", { name: "Customer actions" }).click();
  await page.getByRole("menu", { name: "Customer actions" }).getByRole("menuitem", { name: item, exact: true }).click();
}

const textbox = (scope: ReturnType<Page["getByRole"]>, label: string) => scope.getByRole("textbox", { name: label, exact: true });

test("finds order #3 by email and opens it", async ({ page }) => {
  const table = await signIn(page);
  await page.getByRole("searchbox", { name: "Search" }).fill("hans.muster@example.com");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]q=hans\.muster(%40|@)example\.com/);
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("#3");
  await rows.first().getByRole("cell").nth(2).click();
  await expect(page).toHaveURL(/\/a\/orders\/order_/);
  await expect(page.getByRole("heading", { name: "Order #3", level: 1 })).toBeVisible();
  await expect(card(page)).toContainText("hans.muster@example.com");
});

test("a fresh order: its email and its shipping address changed from the page", async ({ page }) => {
  test.setTimeout(90_000);
  const placed = await placeOrder({ items: ITEMS });
  const sent = orderUpdates(page, placed.id);
  await signIn(page);
  await page.goto(`/a/orders/${placed.id}`);
  await expect(card(page)).toContainText(placed.email);

  const email = uniqueEmail("moved");
  await test.step("the email: checked on its field, then saved with a double click", async () => {
    await chooseAction(page, "Edit email");
    const dialog = page.getByRole("dialog", { name: "Edit the order's email" });
    await textbox(dialog, "Email").fill("not an email");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText("Please enter a valid email")).toBeVisible();
    await textbox(dialog, "Email").fill(email);
    await dialog.getByRole("button", { name: "Save changes" }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(card(page)).toContainText(email);
  });
  expect(sent, "email saves").toHaveLength(1);
  expect((await getOrder<OrderNow>(placed.id)).email).toBe(email);

  await test.step("the shipping address: moved to Paris, a field left empty is refused first", async () => {
    await chooseAction(page, "Edit shipping address");
    const dialog = page.getByRole("dialog", { name: "Edit shipping address" });
    const country = dialog.getByRole("combobox", { name: "Country" });
    await expect(country).toHaveValue("de");
    await textbox(dialog, "City").fill("");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText("This field is required")).toBeVisible();
    await textbox(dialog, "Address").fill("5 Rue de Rivoli");
    await textbox(dialog, "City").fill("Paris");
    await textbox(dialog, "Postal code").fill("75001");
    await country.selectOption({ label: "France" });
    await dialog.getByRole("button", { name: "Save changes" }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(card(page)).toContainText("5 Rue de Rivoli");
  });
  expect(sent, "saves in all").toHaveLength(2);
  const now = await getOrder<OrderNow>(placed.id);
  expect(now.shipping_address).toMatchObject({ first_name: "Ada", last_name: "Order", address_1: "5 Rue de Rivoli", city: "Paris", postal_code: "75001", country_code: "fr" });
  // the billing address was another record and stays where it was
  expect(now.billing_address).toMatchObject({ address_1: "1 Test Street", city: "Berlin", country_code: "de" });
});

test("a fresh order transferred to another customer, found by search and named before it goes", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("transfer");
  const { customer } = await adminApi<{ customer: { id: string } }>("POST", "/admin/customers", { email, first_name: "Tara", last_name: "Transfer", password: "supersecret" });
  const placed = await placeOrder({ items: ITEMS });
  const sent = orderUpdates(page, placed.id);
  await signIn(page);
  await page.goto(`/a/orders/${placed.id}`);

  await chooseAction(page, "Transfer to another customer");
  const dialog = page.getByRole("dialog", { name: `Transfer order #${placed.display_id}` });
  await dialog.getByRole("searchbox", { name: "Search customers by name or email" }).fill(email);
  const list = dialog.getByRole("table", { name: "Customers" });
  await expect(list.getByRole("row")).toHaveCount(1);
  await list.getByRole("button", { name: `Choose Tara Transfer (${email})` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Transfer order #${placed.display_id}?` });
  await expect(confirm).toContainText(`will belong to Tara Transfer (${email})`);
  expect(sent, "nothing sent before the answer").toHaveLength(0);
  await confirm.getByRole("button", { name: "Transfer order" }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(card(page).getByRole("link", { name: "Tara Transfer" })).toBeVisible();

  expect(sent, "transfers").toHaveLength(1);
  const now = await getOrder<OrderNow>(placed.id);
  expect(now.customer_id).toBe(customer.id);
  // Medusa moves the order only: its email stays the one it was placed with
  expect(now.email).toBe(placed.email);
});
