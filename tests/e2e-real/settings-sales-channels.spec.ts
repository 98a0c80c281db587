// The sales channels and publishable keys settings against the real server:
// a channel of this run created from the page, two products of this run added
// to it from the catalog's picker, a key created for it; each step read back
// through the admin API; then the key's preview, read by the dashboard from
// the store API with the key, lists exactly those two products. And what the
// store API does with a key without channels (API only: it limits nothing).
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, pick, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, BACKEND_URL } from "./backend.ts";

interface Channel {
  id: string;
  name: string;
  description: string | null;
  is_disabled: boolean;
}
interface Key {
  id: string;
  title: string;
}

const run = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const PREFIX = `E2E Channel product ${run}`;
const cleanUp: (() => Promise<unknown>)[] = [];

test.afterAll(async () => {
  for (const undo of cleanUp.reverse()) await undo().catch(() => undefined);
});

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

const channelsNamed = async (name: string) =>
  (await adminApi<{ sales_channels: Channel[] }>("GET", `/admin/sales-channels?q=${encodeURIComponent(name)}&limit=50`)).sales_channels.filter((c) => c.name === name);
const keysTitled = async (title: string) =>
  (await adminApi<{ publishable_api_keys: Key[] }>("GET", `/admin/publishable-api-keys?q=${encodeURIComponent(title)}&limit=50`)).publishable_api_keys.filter(
    (k) => k.title === title,
  );
const productsIn = async (channelId: string) =>
  (await adminApi<{ products: { id: string }[] }>("GET", `/admin/products?sales_channel_id[]=${channelId}&fields=id&expand=collection&limit=50`)).products.map((p) => p.id);
const storeProducts = async (key?: string) => {
  const res = await fetch(`${BACKEND_URL}/store/products?fields=id&expand=collection&limit=1`, { headers: key ? { "x-publishable-api-key": key } : {} });
  return ((await res.json()) as { count: number }).count;
};

test("a sales channel with two products, a key for it, and the key's preview listing exactly them", async ({ page }) => {
  // (a minute under a loaded CI machine: six pages and dialogs, each step read back)
  test.setTimeout(120_000);
  const titles = [`${PREFIX} Alpha`, `${PREFIX} Beta`];
  const products: string[] = [];
  for (const title of titles) {
    const { product } = await adminApi<{ product: { id: string } }>("POST", "/admin/products", { title, status: "published" });
    products.push(product.id);
    cleanUp.push(() => adminApi("DELETE", `/admin/products/${product.id}`));
  }
  const name = `E2E Channel ${run}`;
  await signIn(page);

  // The channel, created from the list; its page opens.
  await page.goto("/a/settings/sales-channels");
  await page.getByRole("button", { name: "New sales channel" }).click();
  const form = page.getByRole("dialog", { name: "New sales channel" });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Description" }).fill("Pop-up store");
  await form.getByRole("button", { name: "Create channel" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const [channel] = await channelsNamed(name);
  expect(channel).toMatchObject({ name, description: "Pop-up store", is_disabled: false });
  cleanUp.push(() => adminApi("DELETE", `/admin/sales-channels/${channel.id}`));
  await expect(page).toHaveURL(new RegExp(`/a/settings/sales-channels/${channel.id}$`));

  // Its two products, from the catalog's picker, in one batch.
  await page.getByRole("button", { name: "Add products" }).click();
  const picker = page.getByRole("dialog", { name: `Add products to ${name}` });
  await picker.getByRole("searchbox").fill(PREFIX);
  for (const title of titles) await pick(picker.getByRole("checkbox", { name: `Select ${title}` }));
  await picker.getByRole("button", { name: "Add 2 products" }).click();
  await expect(picker).toBeHidden();
  const listed = page.getByRole("table", { name: "Products" });
  for (const title of titles) await expect(listed.getByRole("link", { name: title })).toBeVisible();
  expect((await productsIn(channel.id)).sort()).toEqual([...products].sort());

  // A key for the channel, created with it; the key's page opens.
  const title = `E2E Key ${run}`;
  await page.goto("/a/settings/publishable-api-keys");
  await page.getByRole("button", { name: "New publishable key" }).click();
  const keyForm = page.getByRole("dialog", { name: "New publishable key" });
  await keyForm.getByRole("textbox", { name: "Title" }).fill(title);
  const channels = keyForm.getByRole("combobox", { name: "Sales channels" });
  await channels.click();
  await channels.fill(name);
  await page.getByRole("option", { name }).click();
  await keyForm.getByRole("textbox", { name: "Title" }).click();
  await keyForm.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const [key] = await keysTitled(title);
  expect(key).toBeDefined();
  cleanUp.push(() => adminApi("DELETE", `/admin/publishable-api-keys/${key.id}`));
  const scoped = await adminApi<{ sales_channels: Channel[] }>("GET", `/admin/publishable-api-keys/${key.id}/sales-channels`);
  expect(scoped.sales_channels.map((c) => c.id)).toEqual([channel.id]);
  await expect(page.getByRole("region", { name: "Sales channels" }).getByRole("link", { name })).toBeVisible();

  // The preview: what a storefront sending the key lists, exactly the two products.
  const preview = page.getByRole("table", { name: "Storefront preview" });
  const rows = preview.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(2);
  for (const t of titles) await expect(preview.getByRole("link", { name: t })).toBeVisible();
  await page.screenshot({ path: `.tmp/channels-key-preview.png`, fullPage: true });
});

test("a key without sales channels limits nothing: the store API lists every channel's products with it", async () => {
  const { publishable_api_key: key } = await adminApi<{ publishable_api_key: Key }>("POST", "/admin/publishable-api-keys", { title: `E2E Unscoped key ${run}` });
  cleanUp.push(() => adminApi("DELETE", `/admin/publishable-api-keys/${key.id}`));
  // Other tests add products meanwhile: the two counts are read until they agree.
  await expect.poll(async () => (await storeProducts(key.id)) - (await storeProducts())).toBe(0);
});
