// Draft orders against the real server, as staff take an order on a
// customer's behalf: a draft assembled in the wizard for an existing customer
// (two catalog variants, one custom item, a shipping method), sent in one
// request and read back through the admin API; then marked as paid, which
// registers the order the page links to; and a second draft deleted from its
// page. Stickers are used: their stock is not managed, so repeated runs never
// run out of them.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, pick, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, uniqueEmail } from "./backend.ts";

interface DraftNow {
  id: string;
  status: "open" | "completed";
  order_id: string | null;
  cart: {
    customer_id: string;
    email: string;
    items: { variant_id: string | null; title: string; quantity: number; unit_price: number }[];
    shipping_methods: { shipping_option_id: string }[];
    shipping_address: { city: string; country_code: string } | null;
  };
}

const REGION = "reg_e2e_na";
const SHIPPING = "so_e2e_na_std";

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

async function newCustomer(prefix: string) {
  const email = uniqueEmail(prefix);
  const { customer } = await adminApi<{ customer: { id: string } }>("POST", "/admin/customers", { email, first_name: "Dora", last_name: "Draft", password: "supersecret" });
  return { id: customer.id, email };
}

const getDraft = (id: string) => adminApi<{ draft_order: DraftNow }>("GET", `/admin/draft-orders/${id}`).then((r) => r.draft_order);

test("creates a draft order in the wizard, marks it paid and opens its order", async ({ page }) => {
  test.setTimeout(90_000); // six steps, then the order
  const customer = await newCustomer("draft-wizard");
  const creates: string[] = [];
  page.on("request", (r) => r.method() === "POST" && new URL(r.url()).pathname === "/admin/draft-orders" && creates.push(r.url()));
  await signIn(page);
  await page.goto("/a/draft-orders");
  await page.getByRole("button", { name: "Create draft order" }).click();
  const wizard = page.getByRole("dialog", { name: "Create draft order" });
  // The footer's Next (the product list's pagination has one too).
  const next = wizard.getByRole("button", { name: "Next", exact: true }).last();

  // Customer: found by a search and chosen.
  await wizard.getByRole("searchbox", { name: "Search customers by name or email" }).fill(customer.email);
  await page.keyboard.press("Enter");
  await wizard.getByRole("button", { name: `Choose Dora Draft (${customer.email})` }).click();
  await expect(wizard.getByRole("textbox", { name: "Email" })).toHaveValue(customer.email);
  await next.click();

  // Region.
  await expect(next).toBeDisabled();
  await wizard.getByRole("combobox", { name: "Region" }).selectOption(REGION);
  await next.click();

  // Items: two catalog variants, one of them twice, and a custom item.
  await expect(next).toBeDisabled();
  await wizard.getByRole("searchbox", { name: "Search products" }).fill("Sticker");
  await page.keyboard.press("Enter");
  await pick(wizard.getByRole("checkbox", { name: "Select Sticker Pack – 5" }));
  await wizard.getByRole("checkbox", { name: "Select Sticker Pack – 10" }).check({ force: true });
  await wizard.getByRole("button", { name: "Add 2 items" }).click();
  await wizard.getByRole("button", { name: "One more Sticker Pack · 10" }).click();
  await expect(wizard.getByRole("textbox", { name: "Quantity of Sticker Pack · 10" })).toHaveValue("2");
  await wizard.getByRole("button", { name: "Add custom item" }).click();
  const custom = wizard.getByRole("group", { name: "Custom item 1" });
  await custom.getByRole("textbox", { name: "Title" }).fill("Gift wrapping");
  await custom.getByRole("textbox", { name: "Unit price (USD)" }).fill("3.50");
  await next.click();

  // Shipping.
  await wizard.getByRole("combobox", { name: "Shipping option" }).selectOption(SHIPPING);
  await next.click();

  // Addresses: the new customer has none saved, so the shipping address is typed.
  await expect(next).toBeDisabled();
  await wizard.getByRole("textbox", { name: "First name" }).fill("Dora");
  await wizard.getByRole("textbox", { name: "Last name" }).fill("Draft");
  await wizard.getByRole("textbox", { name: "Address", exact: true }).fill("1 Main Street");
  await wizard.getByRole("textbox", { name: "City" }).fill("Springfield");
  await wizard.getByRole("textbox", { name: "Postal code" }).fill("12345");
  await wizard.getByRole("combobox", { name: "Country" }).selectOption("us");
  await next.click();

  // Summary: the totals, then one request however fast Submit is clicked.
  await expect(wizard.getByTestId("totals")).toContainText("Total");
  await wizard.getByRole("button", { name: "Submit" }).dblclick();
  await expect(page).toHaveURL(/\/a\/draft-orders\/dorder_/);
  expect(creates).toHaveLength(1);
  const id = new URL(page.url()).pathname.split("/").pop()!;

  const draft = await getDraft(id);
  expect(draft.status).toBe("open");
  expect(draft.cart.customer_id).toBe(customer.id);
  expect(draft.cart.email).toBe(customer.email);
  expect(draft.cart.items.map((i) => [i.variant_id, i.title, i.quantity]).sort()).toEqual(
    [
      ["variant_e2e_stkr_10", "Sticker Pack", 2],
      ["variant_e2e_stkr_5", "Sticker Pack", 1],
      [null, "Gift wrapping", 1],
    ].sort(),
  );
  expect(draft.cart.items.find((i) => i.variant_id === null)?.unit_price).toBe(350);
  expect(draft.cart.shipping_methods.map((m) => m.shipping_option_id)).toEqual([SHIPPING]);
  expect(draft.cart.shipping_address).toMatchObject({ city: "Springfield", country_code: "us" });

  // Mark as paid: asked first, naming the total; then the page links to the new order.
  await page.getByRole("button", { name: "Mark as paid" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText("$");
  await ask.getByRole("button", { name: /^Mark .* as paid$/ }).click();
  const orderLink = page.getByRole("link", { name: /^Go to (order #\d+|the order)$/ });
  await expect(orderLink).toBeVisible();
  const paid = await getDraft(id);
  expect(paid.status).toBe("completed");
  expect(paid.order_id).toMatch(/^order_/);
  await orderLink.click();
  await expect(page).toHaveURL(new RegExp(`/a/orders/${paid.order_id}$`));
  const { order } = await adminApi<{ order: { email: string; customer_id: string } }>("GET", `/admin/orders/${paid.order_id}`);
  expect(order).toMatchObject({ email: customer.email, customer_id: customer.id });
});

test("deletes an open draft order from its page", async ({ page }) => {
  const customer = await newCustomer("draft-delete");
  const { draft_order } = await adminApi<{ draft_order: { id: string; display_id: number } }>("POST", "/admin/draft-orders", {
    email: customer.email,
    customer_id: customer.id,
    region_id: REGION,
    items: [{ title: "Consulting hour", unit_price: 5000, quantity: 1 }],
    shipping_methods: [{ option_id: SHIPPING }],
  });
  await signIn(page);
  await page.goto(`/a/draft-orders/${draft_order.id}`);
  await expect(page.getByRole("heading", { name: `Draft order #${draft_order.display_id}` })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete draft order" }).click();
  await expect(page).toHaveURL(/\/a\/draft-orders$/);
  await expect(adminApi("GET", `/admin/draft-orders/${draft_order.id}`)).rejects.toThrow(/404/);
});
