// The taxes and shipping-profile settings cards against the real server, each
// step read back through the admin API. Taxes: a region of this run (EUR, one
// free country; earlier runs' regions are deleted first, which frees their
// countries), its default rate changed, then an override for the "Apparel"
// product type added. Shipping: a profile created and two products of this
// run added to it with the product picker.
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
interface TaxRate {
  id: string;
  name: string;
  code: string;
  rate: number;
  region_id: string;
  product_types?: { id: string; value: string }[];
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

/** The "Apparel" product type: seeded; made through a product of this run when a store lacks it. */
async function apparelType() {
  const find = async () =>
    (await adminApi<{ product_types: { id: string; value: string }[] }>("GET", "/admin/product-types?value=Apparel&limit=10")).product_types.find((t) => t.value === "Apparel");
  const found = await find();
  if (found) return found;
  await adminApi("POST", "/admin/products", { title: `${PRODUCT_PREFIX} apparel ${run}`, status: "draft", type: { value: "Apparel" } });
  return (await find())!;
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

test("a region's taxes: the default rate changed, and an override for the Apparel type added", async ({ page }) => {
  test.setTimeout(90_000);
  const [region, apparel] = await Promise.all([makeRegion(), apparelType()]);
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

  // An override: created, then its page opens to attach the Apparel type.
  const name = `E2E Apparel ${run}`;
  await page.getByRole("button", { name: "Add override" }).click();
  const create = page.getByRole("dialog", { name: `New override in ${region.name}` });
  await create.getByRole("textbox", { name: "Name" }).fill(name);
  await create.getByRole("textbox", { name: "Tax code" }).fill("E2E-APP");
  await create.getByRole("spinbutton", { name: "Tax rate" }).fill("7.5");
  await create.getByRole("button", { name: "Create override" }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const { tax_rates } = await adminApi<{ tax_rates: TaxRate[] }>("GET", `/admin/tax-rates?region_id=${region.id}`);
  expect(tax_rates).toEqual([expect.objectContaining({ name, code: "E2E-APP", rate: 7.5, region_id: region.id })]);
  const rateId = tax_rates[0].id;

  await page.getByRole("button", { name: "Add product types" }).click();
  const picker = page.getByRole("dialog", { name: "Add product types" });
  await picker.getByRole("searchbox").fill("Apparel");
  await pick(picker.getByRole("checkbox", { name: "Select Apparel", exact: true }));
  await picker.getByRole("button", { name: "Add 1 product type" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole("list", { name: "Product types" }).getByRole("listitem")).toHaveText([/^Apparel/]);
  const saved = (await adminApi<{ tax_rate: TaxRate }>("GET", `/admin/tax-rates/${rateId}?expand[]=product_types`)).tax_rate;
  expect(saved).toMatchObject({ name, code: "E2E-APP", rate: 7.5 });
  expect(saved.product_types?.map((t) => t.id)).toEqual([apparel.id]);
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
