// The catalog against the real server, as a store operator works it: each
// step in the browser, each outcome read back through the admin API.
import { type Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { expectOrdersPage, pick, submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, deleteProductsTitled } from "./backend.ts";

interface Price {
  currency_code: string;
  amount: number;
  region_id: string | null;
}
interface Variant {
  id: string;
  title: string;
  sku: string | null;
  prices: Price[];
}
interface Product {
  id: string;
  title: string;
  status: string;
  collection_id: string | null;
  thumbnail: string | null;
  images: { url: string }[];
  options: { title: string }[];
  variants: Variant[];
}

const PREFIX = "E2E Catalog";
const run = `${Date.now()}`;
const productApi = async (id: string) => (await adminApi<{ product: Product }>("GET", `/admin/products/${id}`)).product;

async function signIn(page: Page) {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expectOrdersPage(page);
}

/** A field of a form by its label (required labels end with an aria-hidden mark). */
const input = (page: Page, label: string | RegExp) => page.getByRole("textbox", { name: label });

test.afterAll(async () => {
  await deleteProductsTitled(PREFIX);
});

test("a product with two options, four variants, prices in three currencies and an image, found by SKU and deleted", async ({ page }) => {
  test.setTimeout(180_000);
  const title = `${PREFIX} Tee ${run}`;
  const sku = (variant: string) => `E2ECAT-${run}-${variant.replace(" / ", "-").toUpperCase()}`;
  await signIn(page);

  await test.step("create it with Size S, M and Color Red, Blue", async () => {
    await page.goto("/a/products/new");
    await input(page, /^Title/).fill(title);
    await page.getByRole("button", { name: "Add an option" }).click();
    await input(page, /^Option/).nth(0).fill("Size");
    await input(page, /^Values/).nth(0).fill("S, M");
    await page.getByRole("button", { name: "Add an option" }).click();
    await input(page, /^Option/).nth(1).fill("Color");
    await input(page, /^Values/).nth(1).fill("Red, Blue");
    const variants = page.getByRole("table", { name: "Variants" });
    await expect(variants.getByRole("row")).toHaveCount(5);
    for (const v of ["S / Red", "S / Blue", "M / Red", "M / Blue"]) await page.getByRole("textbox", { name: `SKU of ${v}` }).fill(sku(v));
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page).toHaveURL(/\/a\/products\/prod_/);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  });
  const id = page.url().split("/").at(-1)!;
  const created = await productApi(id);
  expect(created.status).toBe("draft");
  expect(created.options.map((o) => o.title).sort()).toEqual(["Color", "Size"]);
  expect(created.variants.map((v) => v.sku).sort()).toEqual(["M / Blue", "M / Red", "S / Blue", "S / Red"].map(sku).sort());

  await test.step("price every variant in usd, eur and krw in the grid", async () => {
    await page.getByRole("button", { name: "Edit prices" }).click();
    const grid = page.getByRole("grid", { name: "Prices" });
    await expect(grid).toBeVisible();
    for (const v of ["S / Red", "S / Blue", "M / Red", "M / Blue"]) {
      for (const [currency, amount] of [["USD", "25"], ["EUR", "23.50"], ["KRW", "33000"]]) {
        await grid.getByRole("gridcell", { name: `${currency} price of ${v}` }).click();
        await page.keyboard.type(amount);
        await page.keyboard.press("Enter");
      }
    }
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(grid).toBeHidden();
  });
  for (const variant of (await productApi(id)).variants) {
    const amount = (code: string) => variant.prices.find((p) => p.currency_code === code && !p.region_id)?.amount;
    expect([amount("usd"), amount("eur"), amount("krw")], variant.title).toEqual([2500, 2350, 33000]);
  }

  await test.step("upload an image, which becomes the thumbnail", async () => {
    // a 1×1 PNG
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    await page.getByLabel("Upload images").setInputFiles({ name: "tee.png", mimeType: "image/png", buffer: png });
    // the first image of a product without one becomes its thumbnail
    await expect(page.getByRole("listitem", { name: "Image 1" }).getByText("Thumbnail", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Save media" }).click();
    await expect(page.getByRole("button", { name: "Save media" })).toBeHidden();
  });
  const withImage = await productApi(id);
  expect(withImage.images).toHaveLength(1);
  expect(withImage.thumbnail).toBe(withImage.images[0].url);
  expect((await fetch(withImage.images[0].url)).status).toBe(200);

  await test.step("find it in the list by a variant's SKU", async () => {
    await page.goto("/a/products");
    await expect(page).toHaveTitle("Products · Medusa Admin");
    await page.getByRole("searchbox", { name: "Search" }).fill(sku("M / Blue"));
    const table = page.getByRole("table", { name: "Products" });
    await expect(table.getByRole("row").filter({ has: page.getByRole("cell") })).toHaveCount(1);
    await table.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/a/products/${id}$`));
    // the browser tab names the product
    await expect(page).toHaveTitle(`${title} · Products · Medusa Admin`);
  });

  await test.step("change one price in the grid: only that variant is sent", async () => {
    const sent: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().includes(`/admin/products/${id}/variants/`) && sent.push(r.url()));
    await page.getByRole("button", { name: "Edit prices" }).click();
    const cell = page.getByRole("grid", { name: "Prices" }).getByRole("gridcell", { name: "EUR price of M / Red" });
    await cell.click();
    await page.keyboard.type("19.99");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("grid", { name: "Prices" })).toBeHidden();
    expect(sent).toHaveLength(1);
  });
  const edited = (await productApi(id)).variants.find((v) => v.title === "M / Red")!;
  expect(edited.prices.find((p) => p.currency_code === "eur" && !p.region_id)?.amount).toBe(1999);
  expect(edited.prices.find((p) => p.currency_code === "usd" && !p.region_id)?.amount).toBe(2500);

  await test.step("delete it, after a confirmation", async () => {
    await page.getByRole("button", { name: "Product actions" }).click();
    await page.getByRole("menuitem", { name: "Delete product" }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(dialog.getByText("This cannot be undone.", { exact: false })).toBeVisible();
    await dialog.getByRole("button", { name: /Delete/ }).click();
    await expect(page).toHaveURL(/\/a\/products$/);
  });
  const gone = await fetch(`${process.env.MEDUSA_BACKEND_URL || "http://127.0.0.1:9000"}/admin/products/${id}`, { headers: { "x-medusa-access-token": "e2e-admin-api-token" } });
  expect(gone.status).toBe(404);
});

test("a CSV of two products is checked first, summarised, and imported once confirmed", async ({ page }) => {
  test.setTimeout(120_000);
  const handle = (n: string) => `e2e-catalog-import-${n}-${run}`;
  const csv = [
    "Product Handle,Product Title,Product Status,Variant Title,Variant SKU,Variant Inventory Quantity,Price USD,Option 1 Name,Option 1 Value",
    `${handle("a")},${PREFIX} Import A ${run},draft,One size,E2ECAT-IMP-A-${run},10,10.00,Size,One size`,
    `${handle("b")},${PREFIX} Import B ${run},draft,One size,E2ECAT-IMP-B-${run},5,20.00,Size,One size`,
  ].join("\n");
  await signIn(page);
  await page.goto("/a/products");
  await page.getByRole("button", { name: "Import products" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products" });

  // a broken file first: told which row and column, and nothing is sent
  await dialog.getByLabel("CSV file").setInputFiles({ name: "broken.csv", mimeType: "text/csv", buffer: Buffer.from(csv.replace("10.00", "ten")) });
  await expect(dialog.getByText(/row 2/i)).toBeVisible();
  await expect(dialog.getByText(/Price USD/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Check file" })).toBeDisabled();

  await dialog.getByLabel("CSV file").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await dialog.getByRole("button", { name: "Check file" }).click();
  await expect(dialog.getByText("Products: 2 to create, 0 to update.")).toBeVisible({ timeout: 30_000 });
  // the dry run created nothing (this run's number is in the products' titles and handles)
  const imported = async () =>
    (await adminApi<{ products: { handle: string }[] }>("GET", `/admin/products?q=${run}&limit=50`)).products.filter((p) => p.handle.startsWith("e2e-catalog-import-"));
  expect(await imported()).toHaveLength(0);

  await dialog.getByRole("button", { name: "Confirm import" }).click();
  await expect(dialog.getByText("The import is complete.")).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole("button", { name: "Close" }).last().click();
  const table = page.getByRole("table", { name: "Products" });
  await expect(table.getByRole("link", { name: `${PREFIX} Import A ${run}` })).toBeVisible({ timeout: 30_000 });
  expect((await imported()).map((p) => p.handle).sort()).toEqual([handle("a"), handle("b")]);
});

test("the filtered list is exported to a CSV file that downloads", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/a/products?status=published");
  await page.getByRole("button", { name: "Export products" }).click();
  const dialog = page.getByRole("dialog", { name: "Export products" });
  await dialog.getByRole("button", { name: "Export", exact: true }).click();
  const link = dialog.getByRole("link", { name: "Download the CSV file" });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const file = await fetch((await link.getAttribute("href"))!);
  expect(file.status).toBe(200);
  const text = await file.text();
  expect(text.split("\n")[0]).toContain("Product Handle");
  // published products only: the seeded draft is not in it
  const { products } = await adminApi<{ products: { handle: string }[] }>("GET", "/admin/products?status[]=draft&limit=50&fields=handle");
  for (const p of products) expect(text).not.toContain(`${p.handle},`);
});

test("a category moves in the tree with the keyboard", async ({ page }) => {
  // Under a parent of their own: journeys running beside this one add and remove top-level categories.
  const parent = (await adminApi<{ product_category: { id: string } }>("POST", "/admin/product-categories", { name: `E2E Cat Parent ${run}` })).product_category;
  const names = [`E2E Cat A ${run}`, `E2E Cat B ${run}`];
  const ids: string[] = [];
  for (const name of names) {
    ids.push((await adminApi<{ product_category: { id: string } }>("POST", "/admin/product-categories", { name, parent_category_id: parent.id })).product_category.id);
  }
  try {
    await signIn(page);
    await page.goto("/a/product-categories");
    const tree = page.getByRole("tree", { name: "Product categories" });
    await tree.getByRole("treeitem", { name: new RegExp(`^E2E Cat Parent ${run}`) }).focus();
    await page.keyboard.press("ArrowRight"); // opens it
    const a = tree.getByRole("treeitem", { name: new RegExp(`^${names[0]}`) });
    await a.focus();
    // Alt+ArrowDown: A goes after B
    await page.keyboard.press("Alt+ArrowDown");
    await expect(page.getByText(`${names[0]} moved`)).toBeVisible();
    await expect
      .poll(async () => {
        const { product_categories } = await adminApi<{ product_categories: { id: string; rank: number }[] }>(
          "GET",
          `/admin/product-categories?parent_category_id=${parent.id}&limit=100`,
        );
        const rank = (id: string) => product_categories.find((c) => c.id === id)?.rank ?? -1;
        return rank(ids[0]) > rank(ids[1]);
      })
      .toBe(true);
  } finally {
    for (const id of [...ids, parent.id]) await adminApi("DELETE", `/admin/product-categories/${id}`);
  }
});

test("products are added to a collection from the picker", async ({ page }) => {
  const title = `${PREFIX} Collected ${run}`;
  const { product } = await adminApi<{ product: { id: string } }>("POST", "/admin/products", { title, status: "draft" });
  const { collection } = await adminApi<{ collection: { id: string } }>("POST", "/admin/collections", { title: `E2E Collection ${run}` });
  try {
    await signIn(page);
    await page.goto(`/a/collections/${collection.id}`);
    await page.getByRole("button", { name: "Add products" }).click();
    const picker = page.getByRole("dialog", { name: "Add products" });
    await picker.getByRole("searchbox").fill(title);
    // Chakra's checkbox: its drawn box takes the click for the input under it
    await pick(picker.getByRole("checkbox", { name: new RegExp(title) }));
    await picker.getByRole("button", { name: "Add 1 product" }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole("table").getByRole("link", { name: title })).toBeVisible();
    expect((await productApi(product.id)).collection_id).toBe(collection.id);
  } finally {
    await adminApi("DELETE", `/admin/collections/${collection.id}`);
  }
});
