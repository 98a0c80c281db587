// Discounts against the real server: made in the wizard as an operator would,
// each outcome read back through the admin API, and a code redeemed through
// the store API (generated store client) by a customer of the group it is for.
import { type Locator, type Page } from "@playwright/test";
import { createClient, createConfig } from "@generated/store/client";
import { getCartsCart, postToken, postCart, postCartsCart, postCartsCartLineItems } from "@generated/store/sdk.gen";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, BACKEND_URL, adminApi, uniqueEmail } from "./backend.ts";

interface Discount {
  id: string;
  code: string;
  usage_limit: number | null;
  regions: { id: string; currency_code: string }[];
  rule: {
    type: string;
    value: number;
    allocation: string;
    conditions: { type: string; operator: string; product_types?: { id: string }[]; customer_groups?: { id: string }[] }[];
  };
}

const run = `${Date.now()}${Math.floor(Math.random() * 100)}`;
const created: string[] = [];
const cleanUp: (() => Promise<unknown>)[] = [];
const PASSWORD = "supersecret-shopper";

const discountByCode = async (code: string) =>
  (
    await adminApi<{ discount: Discount }>(
      "GET",
      `/admin/discounts/code/${encodeURIComponent(code)}?expand=rule,rule.conditions,rule.conditions.product_types,rule.conditions.customer_groups,regions`,
    )
  ).discount;

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

async function openWizard(page: Page) {
  await page.goto("/a/discounts");
  await page.getByRole("link", { name: "New discount" }).click();
  return page.getByRole("dialog", { name: "New discount" });
}

const next = (wizard: Locator) => wizard.getByRole("button", { name: "Next" }).click();

async function choose(page: Page, wizard: Locator, label: string, name: string) {
  const box = wizard.getByRole("combobox", { name: label, exact: true });
  await box.click();
  await box.fill(name);
  await page.getByRole("option", { name }).click();
  // A choice of several stays open after a pick: leaving the field closes it.
  await wizard.getByText(/^Limit the discount/).click();
  await expect(page.getByRole("option", { name })).toBeHidden();
}

test.afterAll(async () => {
  for (const id of created) await adminApi("DELETE", `/admin/discounts/${id}`).catch(() => undefined);
  for (const undo of cleanUp.reverse()) await undo().catch(() => undefined);
});

test("a 15 % code for Apparel and one customer group, limited to 10 uses, takes 15 % off an Apparel item in the store", async ({ page }) => {
  test.setTimeout(90_000);
  const code = `E2E15-${run}`;
  const groupName = `E2E Discount Group ${run}`;
  const email = uniqueEmail("discount-shopper");
  const { customer_group: group } = await adminApi<{ customer_group: { id: string } }>("POST", "/admin/customer-groups", { name: groupName });
  cleanUp.push(() => adminApi("DELETE", `/admin/customer-groups/${group.id}`));
  const { customer } = await adminApi<{ customer: { id: string } }>("POST", "/admin/customers", { email, first_name: "Dee", last_name: "Count", password: PASSWORD });
  cleanUp.push(() => adminApi("DELETE", `/admin/customers/${customer.id}`));
  await adminApi("POST", `/admin/customer-groups/${group.id}/customers/batch`, { customer_ids: [{ id: customer.id }] });
  const { product_types } = await adminApi<{ product_types: { id: string; value: string }[] }>("GET", "/admin/product-types?limit=100");
  const apparel = product_types.find((p) => p.value === "Apparel")!;

  await signIn(page);
  const wizard = await openWizard(page);
  await test.step("percentage, Europe, 15 %", async () => {
    await next(wizard);
    await wizard.getByText("Europe (EUR)").click();
    await wizard.getByRole("textbox", { name: /^Percentage/ }).fill("15");
    await next(wizard);
  });
  await test.step("code and a limit of 10 uses; no dates", async () => {
    await wizard.getByRole("textbox", { name: /^Code/ }).fill(code);
    await wizard.getByRole("textbox", { name: /^Usage limit/ }).fill("10");
    await next(wizard);
    await next(wizard);
  });
  await test.step("conditions: the Apparel type and the group; one create", async () => {
    await choose(page, wizard, "Product types", "Apparel");
    await choose(page, wizard, "Customer groups", groupName);
    const creates: string[] = [];
    page.on("request", (r) => r.method() === "POST" && new URL(r.url()).pathname === "/admin/discounts" && creates.push(r.url()));
    await wizard.getByRole("button", { name: "Submit" }).dblclick();
    await expect(page.getByRole("heading", { name: code })).toBeVisible();
    expect(creates).toHaveLength(1);
  });

  const discount = await discountByCode(code);
  created.push(discount.id);
  expect(discount.rule).toMatchObject({ type: "percentage", value: 15 });
  expect(discount.usage_limit).toBe(10);
  const byType = Object.fromEntries(discount.rule.conditions.map((c) => [c.type, c]));
  expect(byType.product_types).toMatchObject({ operator: "in", product_types: [{ id: apparel.id }] });
  expect(byType.customer_groups).toMatchObject({ operator: "in", customer_groups: [{ id: group.id }] });

  await test.step("the customer's Apparel item costs 15 % less with the code", async () => {
    const store = createClient(createConfig({ baseUrl: BACKEND_URL, throwOnError: true }));
    const { data: auth } = await postToken({ client: store, body: { email, password: PASSWORD }, throwOnError: true });
    const headers = { authorization: `Bearer ${auth.access_token}` };
    const { data: made } = await postCart({ client: store, headers, body: { region_id: discount.regions[0].id }, throwOnError: true });
    const cartId = made.cart.id!;
    await postCartsCartLineItems({ client: store, headers, path: { id: cartId }, body: { variant_id: "variant_e2e_tee_m_black", quantity: 1 }, throwOnError: true });
    const { data: before } = await getCartsCart({ client: store, headers, path: { id: cartId }, throwOnError: true });
    expect(before.cart.customer_id).toBe(customer.id);
    const { data: after } = await postCartsCart({ client: store, headers, path: { id: cartId }, body: { discounts: [{ code }] }, throwOnError: true });
    const item = after.cart.items![0];
    expect(after.cart.discount_total).toBe(Math.round((item.subtotal ?? 0) * 0.15));
    expect(after.cart.discount_total).toBeGreaterThan(0);
    expect(after.cart.total).toBeLessThan(before.cart.total!);
  });

  await test.step("the group's page lists the code as one for it", async () => {
    await page.goto(`/a/customers/groups/${group.id}`);
    const card = page.getByRole("region", { name: "Discounts" });
    await expect(card.getByRole("listitem")).toHaveText([`${code}Only these`]);
  });
});

test("a fixed 5000 off in the KRW region is stored as 5000 (no minor units), then deleted from its page", async ({ page }) => {
  test.setTimeout(60_000);
  const code = `E2EKRW-${run}`;
  await signIn(page);
  const wizard = await openWizard(page);
  await wizard.getByText("Fixed amount", { exact: true }).click();
  await next(wizard);
  await wizard.getByText("Korea (KRW)").click();
  await wizard.getByRole("textbox", { name: /^Amount/ }).fill("5000");
  await next(wizard);
  await wizard.getByRole("textbox", { name: /^Code/ }).fill(code);
  await next(wizard);
  await next(wizard);
  await wizard.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: code })).toBeVisible();
  const discount = await discountByCode(code);
  created.push(discount.id);
  expect(discount.rule).toMatchObject({ type: "fixed", value: 5000, allocation: "total" });
  expect(discount.regions.map((r) => r.currency_code)).toEqual(["krw"]);
  await expect(page.getByText("₩5,000")).toBeVisible();

  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const ask = page.getByRole("alertdialog", { name: `Delete discount ${code}?` });
  await ask.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/a\/discounts$/);
  await expect(adminApi("GET", `/admin/discounts/${discount.id}`)).rejects.toThrow(/404/);
});
