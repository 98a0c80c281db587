// Price lists against the real server: a list made in the browser for a
// customer group, with a KRW price for one variant, read back through the
// admin API, seen as the unit price of that group's customer's cart through
// the STORE API (the generated store client), then deleted in the browser.
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, pick, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { createClient, createConfig } from "@generated/store/client";
import { postCart, postCartsCartLineItems, postToken } from "@generated/store/sdk.gen";
import { ADMIN, BACKEND_URL, adminApi, uniqueEmail } from "./backend.ts";

// A seeded variant sold in the Korea region (scripts/backend/fixtures.js).
const SKU = "E2E-BTL-BLUE";
const KRW_AMOUNT = 23456;

interface PriceList {
  id: string;
  name: string;
  status: string;
  customer_groups: { id: string }[];
  prices: { amount: number; currency_code: string; region_id: string | null; variant_id: string }[];
}

test("a price list for a customer group prices its customer's KRW cart, then is deleted", async ({ page }) => {
  test.setTimeout(180_000);
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const groupName = `E2E Pricing ${run}`;
  const listName = `E2E Price list ${run}`;
  const email = uniqueEmail("pricing");
  const password = "supersecret-123";

  // Setup through the admin API: the group, its customer (with a password), the variant and its product.
  const { customer_group: group } = await adminApi<{ customer_group: { id: string } }>("POST", "/admin/customer-groups", { name: groupName });
  const { customer } = await adminApi<{ customer: { id: string } }>("POST", "/admin/customers", { email, password, first_name: "Price", last_name: "List" });
  await adminApi("POST", `/admin/customer-groups/${group.id}/customers/batch`, { customer_ids: [{ id: customer.id }] });
  const { variants } = await adminApi<{ variants: { id: string; sku: string | null; title: string; product_id: string }[] }>("GET", `/admin/variants?q=${SKU}&limit=10`);
  const variant = variants.find((v) => v.sku === SKU)!;
  const { product } = await adminApi<{ product: { title: string } }>("GET", `/admin/products/${variant.product_id}`);
  const { regions } = await adminApi<{ regions: { id: string; currency_code: string }[] }>("GET", "/admin/regions?limit=50");
  const korea = regions.find((r) => r.currency_code === "krw")!;

  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);

  await test.step("create the list in the wizard: details, product, a KRW price", async () => {
    await page.goto("/a/pricing/new");
    const wizard = page.getByRole("dialog", { name: "Create price list" });
    await wizard.getByRole("textbox", { name: /^Name/ }).fill(listName);
    await wizard.getByRole("combobox", { name: "Customer groups" }).fill(groupName);
    await page.getByRole("option", { name: groupName }).click();
    await wizard.getByRole("button", { name: "Next" }).click();

    await wizard.getByRole("button", { name: "Add products" }).click();
    const picker = page.getByRole("dialog", { name: "Add products" });
    await picker.getByRole("searchbox").fill(product.title);
    await pick(picker.getByRole("checkbox", { name: `Select ${product.title}`, exact: true }));
    await picker.getByRole("button", { name: "Add 1 product" }).click();
    await expect(picker).toBeHidden();
    await expect(wizard.getByRole("list", { name: "Products" })).toContainText(product.title);
    await wizard.getByRole("button", { name: "Next" }).click();

    await wizard.getByRole("gridcell", { name: `KRW price of ${product.title} · ${variant.title}` }).click();
    await page.keyboard.type(String(KRW_AMOUNT));
    await page.keyboard.press("Enter");
    await wizard.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/a\/pricing\/pl_/);
    await expect(page.getByRole("heading", { name: listName, level: 1 })).toBeVisible();
  });
  const id = page.url().split("/").at(-1)!;
  const { price_list: created } = await adminApi<{ price_list: PriceList }>("GET", `/admin/price-lists/${id}`);
  expect(created.name).toBe(listName);
  expect(created.status).toBe("active");
  expect(created.customer_groups.map((g) => g.id)).toEqual([group.id]);
  // Only the typed cell was sent, in KRW as typed (no minor units).
  expect(created.prices.map((p) => [p.variant_id, p.currency_code, p.region_id, p.amount])).toEqual([[variant.id, "krw", null, KRW_AMOUNT]]);

  await test.step("the group's customer gets the list's price in a KRW cart (store API)", async () => {
    const store = createClient(createConfig({ baseUrl: BACKEND_URL }));
    const { data: auth } = await postToken({ client: store, body: { email, password }, throwOnError: true });
    const authorized = { client: store, headers: { authorization: `Bearer ${auth.access_token}` }, throwOnError: true } as const;
    const { data: made } = await postCart({ ...authorized, body: { region_id: korea.id, country_code: "kr" } });
    const { data } = await postCartsCartLineItems({ ...authorized, path: { id: made.cart.id }, body: { variant_id: variant.id, quantity: 1 } });
    expect(data.cart.customer_id).toBe(customer.id);
    expect(data.cart.items?.[0]?.unit_price).toBe(KRW_AMOUNT);
  });

  await test.step("delete it, after a question naming it", async () => {
    await page.getByRole("button", { name: "Delete price list" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Delete the price list ${listName}?` });
    await dialog.getByRole("button", { name: "Delete price list" }).click();
    await expect(page).toHaveURL(/\/a\/pricing$/);
  });
  await expect(adminApi("GET", `/admin/price-lists/${id}`)).rejects.toThrow(/404/);
});
