// Tax-rate overrides for the real tier: the "Apparel" product type, and an
// override for it added through a region's tax page, read back through the API.
import type { Page } from "@playwright/test";
import { expect } from "@tests/e2e-shared/fixtures.ts";
import { pick } from "@tests/e2e-shared/pages.ts";
import { adminApi } from "./backend.ts";

interface TaxRate {
  id: string;
  name: string;
  code: string;
  rate: number;
  region_id: string;
  product_types?: { id: string; value: string }[];
}

/** The "Apparel" product type: seeded; made through a draft product titled `title` where a store lacks it (the caller deletes it). */
export async function apparelType(title: string) {
  const find = async () =>
    (await adminApi<{ product_types: { id: string; value: string }[] }>("GET", "/admin/product-types?value=Apparel&limit=10")).product_types.find((t) => t.value === "Apparel");
  const found = await find();
  if (found) return found;
  await adminApi("POST", "/admin/products", { title, status: "draft", type: { value: "Apparel" } });
  return (await find())!;
}

/**
 * On the tax page of `region` (open), an override `name` (code, rate) created
 * and the Apparel type attached to it; checked through the API. Returns its id.
 */
export async function addApparelOverride(page: Page, region: { id: string; name: string }, override: { name: string; code: string; rate: number }, apparelId: string) {
  await page.getByRole("button", { name: "Add override" }).click();
  const create = page.getByRole("dialog", { name: `New override in ${region.name}` });
  await create.getByRole("textbox", { name: "Name" }).fill(override.name);
  await create.getByRole("textbox", { name: "Tax code" }).fill(override.code);
  await create.getByRole("spinbutton", { name: "Tax rate" }).fill(String(override.rate));
  await create.getByRole("button", { name: "Create override" }).click();
  await expect(create).toBeHidden();
  // its page opens
  await expect(page.getByRole("heading", { level: 1, name: override.name })).toBeVisible();
  const { tax_rates } = await adminApi<{ tax_rates: TaxRate[] }>("GET", `/admin/tax-rates?region_id=${region.id}`);
  expect(tax_rates).toEqual([expect.objectContaining({ ...override, region_id: region.id })]);
  const rateId = tax_rates[0].id;

  await page.getByRole("button", { name: "Add product types" }).click();
  const picker = page.getByRole("dialog", { name: "Add product types" });
  await picker.getByRole("searchbox").fill("Apparel");
  await pick(picker.getByRole("checkbox", { name: "Select Apparel", exact: true }));
  await picker.getByRole("button", { name: "Add 1 product type" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole("list", { name: "Product types" }).getByRole("listitem")).toHaveText([/^Apparel/]);
  const saved = (await adminApi<{ tax_rate: TaxRate }>("GET", `/admin/tax-rates/${rateId}?expand[]=product_types`)).tax_rate;
  expect(saved).toMatchObject(override);
  expect(saved.product_types?.map((t) => t.id)).toEqual([apparelId]);
  return rateId;
}
