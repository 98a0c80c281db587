// The regions settings card against the real server: a region "Korea <run>"
// added in KRW with two countries, a flat shipping option of ₩3,000 added to
// it (stored as 3000: the won has no minor unit), a tax-rate override for the
// Apparel type added in it (the taxes card), the region edited, then deleted;
// each step read back through the admin API. A country belongs to
// one region only and the database outlives runs: the regions earlier runs
// of this test left are deleted first (by name), and the two countries are
// chosen among those no region holds.
import type { Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, pick, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, deleteProductsTitled } from "./backend.ts";
import { addApparelOverride, apparelType } from "./taxes.ts";

interface Region {
  id: string;
  name: string;
  currency_code: string;
  tax_rate: number;
  countries: { iso_2: string }[];
}
interface ShippingOption {
  id: string;
  name: string;
  amount: number | null;
  price_type: string;
  is_return: boolean;
}

const PREFIX = "Korea E2E";
const run = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
// Countries seldom in a store; the first two free ones are used.
const CANDIDATES = ["mn", "bt", "np", "la", "kh", "bn", "mv", "tl"];
const english = new Intl.DisplayNames(["en"], { type: "region" });

const regionsNamed = async (prefix: string) =>
  (await adminApi<{ regions: Region[] }>("GET", `/admin/regions?q=${encodeURIComponent(prefix)}&limit=100`)).regions.filter((r) => r.name.startsWith(prefix));
const allRegions = async () => (await adminApi<{ regions: Region[] }>("GET", "/admin/regions?limit=1000")).regions;
const regionOf = async (id: string) => {
  try {
    return (await adminApi<{ region: Region }>("GET", `/admin/regions/${id}`)).region;
  } catch (error) {
    if (String(error).includes("-> 404")) return undefined;
    throw error;
  }
};
/**
 * A deleted region's shipping options stay, and then GET /admin/shipping-options
 * answers 404 for every caller (Medusa 1.20, seen in the contract tests): they go first.
 */
const deleteOptionsOf = async (regionId: string) => {
  const { shipping_options } = await adminApi<{ shipping_options: ShippingOption[] }>("GET", `/admin/shipping-options?region_id=${regionId}`);
  for (const option of shipping_options) await adminApi("DELETE", `/admin/shipping-options/${option.id}`);
};
const deleteLeftovers = async () => {
  for (const region of await regionsNamed(PREFIX)) {
    await deleteOptionsOf(region.id).catch(() => {});
    await adminApi("DELETE", `/admin/regions/${region.id}`).catch(() => {});
  }
  await deleteProductsTitled(PREFIX);
};

test.beforeAll(async () => {
  await deleteLeftovers();
  const { store } = await adminApi<{ store: { currencies: { code: string }[] } }>("GET", "/admin/store");
  if (!store.currencies.some((c) => c.code === "krw")) await adminApi("POST", "/admin/store/currencies/krw");
});
test.afterAll(deleteLeftovers);

async function openRegions(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
  await page.goto("/a/settings/regions");
  await expect(page.getByRole("heading", { level: 1, name: "Regions" })).toBeVisible();
}

test("a region in KRW with two countries and a ₩3,000 flat shipping option; edited, then deleted", async ({ page }) => {
  test.setTimeout(90_000);
  const taken = new Set((await allRegions()).flatMap((r) => r.countries.map((c) => c.iso_2)));
  const countries = CANDIDATES.filter((c) => !taken.has(c)).slice(0, 2);
  expect(countries, "two free countries").toHaveLength(2);
  const name = `${PREFIX} ${run}`;
  const sent: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() !== "GET" && /^\/admin\/(regions|shipping-options)/.test(path)) sent.push(`${r.method()} ${path.replace(/(reg|so)_\w+/, "$1_…")}`);
  });
  await openRegions(page);

  // The region: a country of another region shows as taken.
  await page.getByRole("button", { name: "New region" }).click();
  const form = page.getByRole("dialog", { name: "New region" });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("combobox", { name: "Currency" }).selectOption("krw");
  const search = form.getByRole("searchbox", { name: "Search countries" });
  await search.fill("korea");
  await expect(form.getByRole("checkbox", { name: /^South Korea\s*\(in .+\)$/ })).toBeDisabled();
  for (const code of countries) {
    await search.fill(english.of(code.toUpperCase())!);
    await pick(form.getByRole("checkbox", { name: english.of(code.toUpperCase())!, exact: true }));
  }
  await form.getByRole("textbox", { name: "Tax rate" }).fill("10");
  await form.getByRole("button", { name: "Create region" }).dblclick();
  await expect(page).toHaveURL(/\/a\/settings\/regions\/reg_/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop()!;
  const saved = await regionOf(id);
  expect(saved).toMatchObject({ name, currency_code: "krw", tax_rate: 10 });
  expect(saved!.countries.map((c) => c.iso_2).sort()).toEqual([...countries].sort());

  // Its shipping option, ₩3,000 flat.
  const outbound = page.getByRole("region", { name: "Shipping options", exact: true });
  await outbound.getByRole("button", { name: "Add shipping option" }).click();
  const option = page.getByRole("dialog", { name: "Add shipping option" });
  await option.getByRole("textbox", { name: "Name" }).fill(`Standard ${run}`);
  await expect(option.getByRole("radio", { name: "Flat rate" })).toBeChecked();
  await option.getByRole("textbox", { name: "Amount" }).fill("3000");
  await expect(option.getByText("Customers pay ₩3,000.")).toBeVisible();
  await option.getByRole("button", { name: "Add option" }).dblclick();
  await expect(option).toBeHidden();
  await expect(outbound.getByRole("row", { name: new RegExp(`Standard ${run}.*₩3,000`) })).toBeVisible();
  const { shipping_options } = await adminApi<{ shipping_options: ShippingOption[] }>("GET", `/admin/shipping-options?region_id=${id}`);
  expect(shipping_options).toEqual([expect.objectContaining({ name: `Standard ${run}`, amount: 3000, price_type: "flat_rate", is_return: false })]);
  expect(sent).toEqual(["POST /admin/regions", "POST /admin/shipping-options"]);

  // A tax-rate override for the Apparel type in it, from the taxes card.
  const apparel = await apparelType(`${PREFIX} apparel ${run}`);
  await page.goto(`/a/settings/taxes/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Taxes in ${name}` })).toBeVisible();
  await addApparelOverride(page, { id, name }, { name: `Apparel ${run}`, code: "KR-APP", rate: 5 }, apparel.id);
  await page.goto(`/a/settings/regions/${id}`);

  // Edited: renamed, another tax rate.
  const renamed = `${name} edited`;
  await page.getByRole("button", { name: "Edit region" }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await edit.getByRole("textbox", { name: "Name" }).fill(renamed);
  await edit.getByRole("textbox", { name: "Tax rate" }).fill("7.5");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  const edited = await regionOf(id);
  expect(edited).toMatchObject({ name: renamed, currency_code: "krw", tax_rate: 7.5 });
  expect(edited!.countries.map((c) => c.iso_2).sort()).toEqual([...countries].sort());

  // Deleted, after a question naming it (its option first: see deleteOptionsOf).
  await deleteOptionsOf(id);
  await page.getByRole("button", { name: "Delete region" }).click();
  const ask = page.getByRole("alertdialog", { name: `Delete ${renamed}?` });
  await ask.getByRole("button", { name: "Delete region" }).click();
  await expect(page).toHaveURL(/\/a\/settings\/regions$/);
  expect(await regionOf(id)).toBeUndefined();
});
