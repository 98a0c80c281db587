// The taxes and shipping-profile settings cards against the real server, each
// step read back through the admin API. Taxes: a region of this run (EUR, one
// free country; earlier runs' regions are deleted first, which frees their
// countries), its default rate changed (an override for the "Apparel" type is
// added in the regions journey, settings-regions.spec.ts). Shipping: a profile
// created and two products of this run added to it with the product picker.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, pick, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, deleteProductsTitled } from "./backend.ts";

const REGION_PREFIX = "E2E Tax region";
const PROFILE_PREFIX = "E2E Ship profile";
const PRODUCT_PREFIX = "E2E Ship product";
// Small countries no seed or other test uses; the first not in a region is taken.
const COUNTRIES = ["mc", "sm", "ad", "li", "mt"];
const run = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

interface Region {
  id: string;
  name: string;
  tax_rate: number;
  tax_code: string | null;
  countries: { iso_2: string }[];
}

const regions = async () => (await adminApi<{ regions: Region[] }>("GET", "/admin/regions?limit=1000")).regions;

/** This run's region in EUR with one country nobody else holds (earlier runs' regions deleted first). */
async function makeRegion() {
  for (const r of (await regions()).filter((r) => r.name.startsWith(REGION_PREFIX))) await adminApi("DELETE", `/admin/regions/${r.id}`);
  const taken = new Set((await regions()).flatMap((r) => r.countries.map((c) => c.iso_2)));
  const country = COUNTRIES.find((c) => !taken.has(c));
  if (!country) throw new Error(`none of ${COUNTRIES.join(", ")} is free for the taxes test`);
  const { region } = await adminApi<{ region: Region }>("POST", "/admin/regions", {
    name: `${REGION_PREFIX} ${run}`,
    currency_code: "eur",
    tax_rate: 20,
    tax_code: "E2E-STD",
    countries: [country],
    payment_providers: ["manual"],
    fulfillment_providers: ["manual"],
  });
  return region;
}

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

test.afterAll(async () => {
  for (const r of (await regions()).filter((r) => r.name === `${REGION_PREFIX} ${run}`)) await adminApi("DELETE", `/admin/regions/${r.id}`).catch(() => {});
  const { shipping_profiles } = await adminApi<{ shipping_profiles: { id: string; name: string }[] }>("GET", "/admin/shipping-profiles");
  for (const p of shipping_profiles.filter((p) => p.name.startsWith(PROFILE_PREFIX))) await adminApi("DELETE", `/admin/shipping-profiles/${p.id}`).catch(() => {});
  await deleteProductsTitled(PRODUCT_PREFIX).catch(() => {});
});

test("a region's taxes: found in the list, its default rate and code changed", async ({ page }) => {
  test.setTimeout(90_000);
  const region = await makeRegion();
  await signIn(page);

  // The list of regions, searched: this run's region with its default rate.
  await page.goto("/a/settings/taxes");
  const list = page.getByRole("table", { name: "Regions" });
  await page.getByRole("searchbox").fill(region.name);
  const row = list.getByRole("row", { name: new RegExp(region.name) });
  await expect(row).toContainText("20%");
  await row.getByRole("link", { name: region.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Taxes in ${region.name}` })).toBeVisible();

  // The default rate and code.
  await page.getByRole("region", { name: "Default tax rate" }).getByRole("button", { name: "Edit" }).click();
  const defaults = page.getByRole("dialog", { name: `Taxes in ${region.name}` });
  await defaults.getByRole("spinbutton", { name: "Default tax rate" }).fill("19");
  await defaults.getByRole("textbox", { name: "Default tax code" }).fill("E2E-DE");
  await defaults.getByRole("button", { name: "Save changes" }).click();
  await expect(defaults).toBeHidden();
  await expect(page.getByRole("region", { name: "Default tax rate" })).toContainText("19%");
  expect((await adminApi<{ region: Region }>("GET", `/admin/regions/${region.id}`)).region).toMatchObject({ tax_rate: 19, tax_code: "E2E-DE" });

});

test("a shipping profile is created and two products are added to it", async ({ page }) => {
  test.setTimeout(90_000);
  const titles = [`${PRODUCT_PREFIX} ${run} A`, `${PRODUCT_PREFIX} ${run} B`];
  const ids: string[] = [];
  for (const title of titles) ids.push((await adminApi<{ product: { id: string } }>("POST", "/admin/products", { title, status: "draft" })).product.id);
  await signIn(page);

  await page.goto("/a/settings/shipping");
  await expect(page.getByRole("table", { name: "Shipping profiles" }).getByRole("row", { name: /Default Shipping Profile/ })).toBeVisible();
  const name = `${PROFILE_PREFIX} ${run}`;
  await page.getByRole("button", { name: "Create profile" }).click();
  const create = page.getByRole("dialog", { name: "New shipping profile" });
  await create.getByRole("textbox", { name: "Name" }).fill(name);
  await create.getByRole("button", { name: "Create profile" }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const { shipping_profiles } = await adminApi<{ shipping_profiles: { id: string; name: string; type: string }[] }>("GET", "/admin/shipping-profiles");
  const profile = shipping_profiles.find((p) => p.name === name);
  expect(profile).toMatchObject({ type: "custom" });

  await page.getByRole("button", { name: "Add products" }).click();
  const picker = page.getByRole("dialog", { name: `Add products to ${name}` });
  await picker.getByRole("searchbox").fill(`${PRODUCT_PREFIX} ${run}`);
  for (const title of titles) await pick(picker.getByRole("checkbox", { name: `Select ${title}`, exact: true }));
  await picker.getByRole("button", { name: "Add 2 products" }).click();
  await expect(picker).toBeHidden();
  const products = page.getByRole("table", { name: "Products" });
  for (const title of titles) await expect(products.getByRole("link", { name: title })).toBeVisible();
  const saved = (await adminApi<{ shipping_profile: { products: { id: string }[] } }>("GET", `/admin/shipping-profiles/${profile!.id}`)).shipping_profile;
  expect(saved.products.map((p) => p.id).sort()).toEqual([...ids].sort());
});
