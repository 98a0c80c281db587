// The mutation families of the fault table (faults.spec.ts): each row says how
// a user reaches its form, types into it, submits it, and how the test reads
// the form and the server back. A new family joins with one entry:
//
//   name          the row's label
//   signedOut     true: starts on the sign-in page without a session
//   mutation      the request faulted: POST to a pathname it matches
//   open(page)    navigates and opens the form (once per row, again after a success)
//   value(i)      what cell i types, unique per cell and run
//   fill(page, v) types v (over what the last cell left)
//   submit(page)  the control that sends the form
//   typed(page)   what the form shows now, to compare with v
//   succeeded     what the user sees once the save went through
//   saved(v, t)   how many records the server holds with v (or created since t); absent: nothing to count
//   prepare?()    before each cell (e.g. puts the server's record back)
//   cleanUp?()    after the row
//   answersText?  the save answers plain text ("OK"), not JSON: its malformed-JSON cell expects success
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { field, pick } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, deleteProductsTitled } from "../backend.ts";
import { getOrder, type PlacedOrder, placeOrder } from "../orders.ts";

export interface Family {
  name: string;
  signedOut?: boolean;
  mutation: RegExp;
  open: (page: Page) => Promise<void>;
  value: (cell: number) => string;
  fill: (page: Page, value: string) => Promise<void>;
  submit: (page: Page) => ReturnType<Page["getByRole"]>;
  typed: (page: Page) => Promise<string>;
  succeeded: (page: Page) => Promise<void>;
  saved?: (value: string, since: Date) => Promise<number>;
  prepare?: () => Promise<void>;
  cleanUp?: () => Promise<void>;
  answersText?: boolean;
}

const run = `${Date.now()}`;
// This run's records only: runs side by side must not clean up each other's.
const PREFIX = `E2E Faults ${run}`;
const unique = (what: string) => (cell: number) => `${PREFIX} ${what} ${cell}`;

const dialog = (page: Page) => page.getByRole("dialog");
const inDialog = (page: Page, label: string) => dialog(page).getByRole("textbox", { name: label, exact: true });
/** A family's `fill` and `typed`: one text field of its dialog. */
const dialogField = (label: string) => ({
  fill: (page: Page, value: string) => inDialog(page, label).fill(value),
  typed: (page: Page) => inDialog(page, label).inputValue(),
});

interface Variant {
  id: string;
  title: string;
  sku: string | null;
  prices: { currency_code: string; amount: number; region_id: string | null }[];
}
interface Product {
  id: string;
  subtitle: string | null;
  variants: Variant[];
}

// One product for the rows that edit one (its page, its variant, its prices);
// made once per worker, deleted by prefix after the run.
let product: Promise<Product> | undefined;
const sharedProduct = () =>
  (product ??= adminApi<{ product: Product }>("POST", "/admin/products", {
    title: `${PREFIX} product`,
    status: "draft",
    options: [{ title: "Size" }],
    variants: [{ title: "One", options: [{ value: "One" }], prices: [{ currency_code: "usd", amount: 1000 }] }],
  }).then((r) => r.product));
const productNow = async () => (await adminApi<{ product: Product }>("GET", `/admin/products/${(await sharedProduct()).id}`)).product;
const openProduct = async (page: Page) => {
  await page.goto(`/a/products/${(await sharedProduct()).id}`);
  await expect(page.getByRole("heading", { name: `${PREFIX} product`, level: 1 })).toBeVisible();
};

interface BatchJob {
  id: string;
  status: string;
  created_at: string;
  context: { fileKey?: string };
}
const jobs = async (type: string) => (await adminApi<{ batch_jobs: BatchJob[] }>("GET", `/admin/batch-jobs?type[]=${type}&order=-created_at&limit=20`)).batch_jobs;
const jobsSince = async (type: string, since: Date) => (await jobs(type)).filter((j) => new Date(j.created_at) >= since).length;

const importCsv = (handle: string) =>
  [
    "Product Handle,Product Title,Product Status,Variant Title,Variant SKU,Variant Inventory Quantity,Price USD,Option 1 Name,Option 1 Value",
    `${handle},${PREFIX} import,draft,One size,${handle.toUpperCase()},1,10.00,Size,One size`,
  ].join("\n");

const setUsagePreferences = async (opt_out: boolean) => void (await adminApi("POST", "/admin/analytics-configs/update", { opt_out, anonymize: false }));
const optOutSwitch = (page: Page) => page.getByRole("checkbox", { name: en("analytics.optOut") });

// One discount for the row that edits one; deleted after the row.
let discount: Promise<{ id: string }> | undefined;
const sharedDiscount = () =>
  (discount ??= adminApi<{ discount: { id: string } }>("POST", "/admin/discounts", {
    code: `E2EFAULTS-${run}`,
    regions: ["reg_e2e_eu"],
    rule: { type: "percentage", value: 10, allocation: "total" },
  }).then((r) => r.discount));
const discountNow = async () =>
  (await adminApi<{ discount: { rule: { description: string | null } } }>("GET", `/admin/discounts/${(await sharedDiscount()).id}`)).discount;

export const families: Family[] = [
  {
    name: "product (create)",
    mutation: /^\/admin\/products$/,
    open: async (page) => {
      await page.goto("/a/products/new");
      await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();
    },
    value: unique("new"),
    fill: (page, value) => field(page, "Title").fill(value),
    submit: (page) => page.getByRole("button", { name: "Save as draft" }),
    typed: (page) => field(page, "Title").inputValue(),
    succeeded: (page) => expect(page).toHaveURL(/\/a\/products\/prod_/),
    saved: async (value) =>
      (await adminApi<{ products: { title: string }[] }>("GET", `/admin/products?q=${encodeURIComponent(value)}&fields=title`)).products.filter((p) => p.title === value).length,
    cleanUp: async () => void (await deleteProductsTitled(PREFIX)),
  },
  {
    name: "product (edit)",
    mutation: /^\/admin\/products\/prod_[^/]+$/,
    open: async (page) => {
      await openProduct(page);
      await page.getByRole("button", { name: "Edit general information" }).click();
    },
    value: unique("subtitle"),
    ...dialogField("Subtitle"),
    submit: (page) => dialog(page).getByRole("button", { name: "Save changes" }),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => Number((await productNow()).subtitle === value),
    cleanUp: async () => void (await deleteProductsTitled(PREFIX)),
  },
  {
    name: "variant (edit)",
    mutation: /^\/admin\/products\/prod_[^/]+\/variants\/variant_[^/]+$/,
    open: async (page) => {
      await openProduct(page);
      await page.getByRole("button", { name: "Edit One" }).click();
    },
    value: (cell) => `E2E-FAULTS-${cell}-${run}`,
    ...dialogField("SKU (stock keeping unit)"),
    submit: (page) => dialog(page).getByRole("button", { name: "Save changes" }),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => (await productNow()).variants.filter((v) => v.sku === value).length,
    cleanUp: async () => void (await deleteProductsTitled(PREFIX)),
  },
  {
    name: "price (grid)",
    mutation: /^\/admin\/products\/prod_[^/]+\/variants\/variant_[^/]+$/,
    open: async (page) => {
      await openProduct(page);
      await page.getByRole("button", { name: "Edit prices" }).click();
    },
    value: (cell) => `${21 + cell}.50`,
    fill: async (page, value) => {
      await page.getByRole("gridcell", { name: "USD price of One" }).click();
      await page.keyboard.type(value);
      await page.keyboard.press("Enter");
    },
    submit: (page) => dialog(page).getByRole("button", { name: "Save changes" }),
    typed: async (page) => (await page.getByRole("gridcell", { name: "USD price of One" }).textContent()) ?? "",
    succeeded: (page) => expect(page.getByRole("grid", { name: "Prices" })).toBeHidden(),
    saved: async (value) => {
      const usd = (await productNow()).variants[0]?.prices.find((p) => p.currency_code === "usd" && !p.region_id);
      return Number(usd?.amount === Math.round(Number(value) * 100));
    },
    cleanUp: async () => void (await deleteProductsTitled(PREFIX)),
  },
  {
    name: "invite (create)",
    mutation: /^\/admin\/invites$/,
    answersText: true,
    open: async (page) => {
      await page.goto("/a/settings/team");
      await page.getByRole("button", { name: "Invite user" }).click();
    },
    value: (cell) => `${INVITE_PREFIX}${cell}@example.com`,
    ...dialogField("Email"),
    submit: (page) => dialog(page).getByRole("button", { name: "Send invite" }),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => (await invitesTo(value)).length,
    cleanUp: async () => {
      for (const invite of await invitesTo(INVITE_PREFIX)) await adminApi("DELETE", `/admin/invites/${invite.id}`);
    },
  },
  {
    name: "collection (create)",
    mutation: /^\/admin\/collections$/,
    open: async (page) => {
      await page.goto("/a/collections");
      await page.getByRole("button", { name: "New collection" }).click();
    },
    value: unique("collection"),
    ...dialogField("Title"),
    submit: (page) => dialog(page).getByRole("button", { name: "Create collection" }),
    succeeded: (page) => expect(page).toHaveURL(/\/a\/collections\/pcol_/),
    saved: async (value) => (await collectionsTitled(value)).length,
    cleanUp: async () => {
      for (const c of await collectionsTitled(PREFIX)) await adminApi("DELETE", `/admin/collections/${c.id}`);
    },
  },
  {
    name: "gift card (custom create)",
    mutation: /^\/admin\/gift-cards$/,
    open: async (page) => {
      await page.goto("/a/gift-cards");
      await page.getByRole("button", { name: "Custom gift card" }).click();
      await dialog(page).getByRole("combobox", { name: /Region/ }).selectOption({ label: "Europe (EUR)" });
      await inDialog(page, "Value").fill("10");
    },
    value: unique("gift card"),
    ...dialogField("Note"),
    submit: (page) => dialog(page).getByRole("button", { name: /^Create gift card/ }),
    succeeded: (page) => expect(page).toHaveURL(/\/a\/gift-cards\/gift_/),
    saved: async (value) => (await giftCardsNoted(value)).length,
    cleanUp: async () => {
      for (const c of await giftCardsNoted(PREFIX)) await adminApi("DELETE", `/admin/gift-cards/${c.id}`);
    },
  },
  {
    name: "category (create)",
    mutation: /^\/admin\/product-categories$/,
    open: async (page) => {
      await page.goto("/a/product-categories");
      await page.getByRole("button", { name: "Add category" }).first().click();
    },
    value: unique("category"),
    ...dialogField("Name"),
    submit: (page) => dialog(page).getByRole("button", { name: "Create" }),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => (await categoriesNamed(value)).length,
    cleanUp: async () => {
      for (const c of await categoriesNamed(PREFIX)) await adminApi("DELETE", `/admin/product-categories/${c.id}`);
    },
  },
  {
    name: "export (batch job)",
    mutation: /^\/admin\/batch-jobs$/,
    open: async (page) => {
      await page.goto("/a/products");
      await page.getByRole("button", { name: "Export products" }).click();
    },
    // Nothing is typed: what must stay is the open dialog, ready to try again.
    value: () => "Export products",
    fill: async () => {},
    submit: (page) => dialog(page).getByRole("button", { name: "Export", exact: true }),
    typed: async (page) => ((await dialog(page).getByRole("button", { name: "Export", exact: true }).isVisible()) ? "Export products" : ""),
    succeeded: (page) => expect(dialog(page).getByRole("button", { name: "Export", exact: true })).toBeHidden(),
    saved: (_value, since) => jobsSince("product-export", since),
  },
  {
    name: "import (batch job)",
    mutation: /^\/admin\/batch-jobs$/,
    open: async (page) => {
      await page.goto("/a/products");
      await page.getByRole("button", { name: "Import products" }).click();
    },
    value: (cell) => `e2e-faults-import-${run}-${cell}`,
    fill: (page, value) => dialog(page).getByLabel("CSV file").setInputFiles({ name: `${value}.csv`, mimeType: "text/csv", buffer: Buffer.from(importCsv(value)) }),
    submit: (page) => dialog(page).getByRole("button", { name: "Check file" }),
    typed: (page) => dialog(page).getByLabel("CSV file").evaluate((input: HTMLInputElement) => input.files?.[0]?.name.replace(/\.csv$/, "") ?? ""),
    succeeded: async (page) => {
      await expect(dialog(page).getByText("Products: 1 to create, 0 to update.")).toBeVisible({ timeout: 30_000 });
      // closing cancels the dry run: nothing is imported
      await dialog(page).getByRole("button", { name: "Close" }).first().click();
    },
    saved: (_value, since) => jobsSince("product-import", since),
    // The dry run whose answer was unreadable waits for a confirmation nobody can give.
    cleanUp: async () => {
      for (const job of await jobs("product-import")) {
        if (job.status === "pre_processed" && job.context.fileKey?.includes(`e2e-faults-import-${run}-`)) await adminApi("POST", `/admin/batch-jobs/${job.id}/cancel`);
      }
    },
  },
  {
    name: "sign-in",
    signedOut: true,
    mutation: /^\/admin\/auth$/,
    open: async (page) => {
      await page.goto("/login");
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    },
    value: () => ADMIN.email,
    fill: async (page, value) => {
      await field(page, "Email").fill(value);
      await field(page, "Password").fill(ADMIN.password);
    },
    submit: (page) => page.getByRole("button", { name: "Continue" }),
    typed: (page) => field(page, "Email").inputValue(),
    succeeded: (page) => expect(page).toHaveURL(/\/a\/orders$/),
  },
  {
    name: "usage data (preferences)",
    mutation: /^\/admin\/analytics-configs\/update$/,
    open: async (page) => {
      await page.goto("/a/settings/analytics");
      await expect(optOutSwitch(page)).toBeChecked();
    },
    // The seeded admin has opted out (global setup); each cell turns sharing on.
    value: () => "sharing",
    fill: (page) => optOutSwitch(page).setChecked(false, { force: true }),
    submit: (page) => page.getByRole("button", { name: "Save" }),
    typed: async (page) => ((await optOutSwitch(page).isChecked()) ? "opted out" : "sharing"),
    succeeded: (page) => expect(page.getByTestId("toast-success")).toContainText(en("analytics.saved")),
    saved: async () => Number(!(await adminApi<{ analytics_config: { opt_out: boolean } }>("GET", "/admin/analytics-configs")).analytics_config.opt_out),
    prepare: () => setUsagePreferences(true),
    cleanUp: () => setUsagePreferences(true),
  },
  {
    name: "order note (add)",
    mutation: /^\/admin\/notes$/,
    open: async (page) => {
      await page.goto(`/a/orders/${(await noteOrder()).id}`);
      await expect(noteField(page)).toBeVisible();
    },
    value: unique("note"),
    fill: (page, value) => noteField(page).fill(value),
    submit: (page) => page.getByRole("button", { name: "Add note" }),
    typed: (page) => noteField(page).inputValue(),
    succeeded: (page) => expect(noteField(page)).toHaveValue(""),
    saved: async (value) => (await orderNotes()).filter((n) => n.value === value).length,
    cleanUp: async () => {
      for (const note of await orderNotes()) await adminApi("DELETE", `/admin/notes/${note.id}`);
    },
  },
  {
    name: "tracking number (ship)",
    mutation: /^\/admin\/orders\/order_[^/]+\/shipment$/,
    open: async (page) => void (await page.goto(`/a/orders/${(await shipOrder()).id}`)),
    value: (cell) => `E2E-FAULTS-TRACK-${cell}-${run}`,
    fill: async (page, value) => {
      // A fulfillment is shipped once (the server refuses a second time): after a cell that shipped one, the next goes.
      const number = (await fulfillmentsToShip()).findIndex((f) => !f.shipped_at) + 1;
      const shipDialog = page.getByRole("dialog", { name: `Mark fulfillment ${number} shipped` });
      if (!(await shipDialog.isVisible())) {
        await page.reload();
        await page.getByRole("listitem", { name: `Fulfillment ${number}` }).getByRole("button", { name: "Mark shipped" }).click();
      }
      await inDialog(page, "Tracking number 1").fill(value);
    },
    typed: (page) => inDialog(page, "Tracking number 1").inputValue(),
    submit: (page) => dialog(page).getByRole("button", { name: "Mark shipped" }),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => (await fulfillmentsToShip()).flatMap((f) => f.tracking_links).filter((l) => l.tracking_number === value).length,
  },
  {
    name: "refund note (refund)",
    mutation: /^\/admin\/orders\/order_[^/]+\/refund$/,
    open: async (page) => {
      await page.goto(`/a/orders/${(await refundOrder()).id}`);
      await page.getByRole("region", { name: "Payments" }).getByRole("button", { name: "Refund" }).click();
    },
    value: unique("refund"),
    // One cent a cell, so the order stays refundable for them all.
    fill: async (page, value) => {
      await inDialog(page, "Amount").fill("0.01");
      await dialog(page).getByRole("combobox", { name: "Reason" }).selectOption("other");
      await inDialog(page, "Note").fill(value);
    },
    submit: (page) => dialog(page).getByRole("button", { name: "Refund €0.01" }),
    typed: (page) => inDialog(page, "Note").inputValue(),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => (await getOrder<{ refunds: { note: string | null }[] }>((await refundOrder()).id)).refunds.filter((r) => r.note === value).length,
  },
  {
    name: "order email (edit)",
    mutation: /^\/admin\/orders\/order_[^/]+$/,
    open: async (page) => {
      await page.goto(`/a/orders/${(await emailOrder()).id}`);
      await page.getByRole("region", { name: "Customer" }).getByRole("button", { name: "Customer actions" }).click();
      await page.getByRole("menuitem", { name: "Edit email" }).click();
    },
    value: (cell) => `e2e-faults-${run}-${cell}@example.com`,
    ...dialogField("Email"),
    submit: (page) => dialog(page).getByRole("button", { name: "Save changes" }),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => Number((await getOrder<{ email: string }>((await emailOrder()).id)).email === value),
  },
  {
    name: "discount (edit details)",
    mutation: /^\/admin\/discounts\/disc_[^/]+$/,
    open: async (page) => {
      await page.goto(`/a/discounts/${(await sharedDiscount()).id}`);
      await page.getByRole("region", { name: "Details" }).getByRole("button", { name: "Edit" }).click();
    },
    value: unique("discount description"),
    ...dialogField("Description"),
    submit: (page) => dialog(page).getByRole("button", { name: "Save changes" }),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => Number((await discountNow()).rule.description === value),
    cleanUp: async () => void (await adminApi("DELETE", `/admin/discounts/${(await sharedDiscount()).id}`)),
  },
  {
    name: "return (request)",
    mutation: /^\/admin\/orders\/order_[^/]+\/return$/,
    open: (page) => openAfterSale(page, "Returns", "Request return"),
    value: unique("return note"),
    // one of the three mugs a cell (the form's quantity): two saved cells leave one to return
    fill: async (page, value) => {
      const title = await afterSaleTitle();
      await pick(dialog(page).getByRole("checkbox", { name: `Return ${title}` }));
      await inDialog(page, `Note on ${title}`).fill(value);
    },
    submit: (page) => dialog(page).getByRole("button", { name: "Request return" }),
    typed: async (page) => inDialog(page, `Note on ${await afterSaleTitle()}`).inputValue(),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => (await afterSaleNow()).returns.flatMap((r) => r.items).filter((i) => i.note === value).length,
  },
  {
    name: "claim (register, refund)",
    mutation: /^\/admin\/orders\/order_[^/]+\/claims$/,
    open: (page) => openAfterSale(page, "Claims", "Register claim"),
    value: unique("claim note"),
    // a refund claim of one mug a cell, refunded at once: the order's refundable amount covers both saved cells
    fill: async (page, value) => {
      const [item] = (await afterSaleOrder()).items;
      await dialog(page).getByRole("combobox", { name: "Claim type" }).selectOption({ label: "Refund" });
      await pick(dialog(page).getByRole("checkbox", { name: `Return ${await afterSaleTitle()}` }));
      await dialog(page).getByRole("combobox", { name: `Claim reason for ${item!.title}` }).selectOption({ label: "Missing item" });
      await inDialog(page, `Note on ${item!.title}`).fill(value);
    },
    submit: (page) => dialog(page).getByRole("button", { name: "Register claim" }),
    typed: async (page) => inDialog(page, `Note on ${(await afterSaleOrder()).items[0]!.title}`).inputValue(),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => (await afterSaleNow()).claims.flatMap((c) => c.claim_items).filter((i) => i.note === value).length,
  },
  {
    name: "customer (edit profile)",
    mutation: /^\/admin\/customers\/cus_[^/]+$/,
    open: async (page) => {
      await page.goto(`/a/customers/${(await faultCustomer()).id}`);
      await page.getByRole("button", { name: "Edit", exact: true }).click();
    },
    value: unique("surname"),
    ...dialogField("Last name"),
    submit: (page) => dialog(page).getByRole("button", { name: "Save changes" }),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => Number((await adminApi<{ customer: { last_name: string } }>("GET", `/admin/customers/${(await faultCustomer()).id}`)).customer.last_name === value),
  },
  {
    name: "return reason (create)",
    mutation: /^\/admin\/return-reasons$/,
    open: async (page) => {
      await page.goto("/a/settings/return-reasons");
      await page.getByRole("button", { name: "Add return reason" }).first().click();
    },
    value: unique("return reason"),
    // the label is the cell's text; the value (unique too) is made from it
    fill: async (page, value) => {
      await inDialog(page, "Label").fill(value);
      await inDialog(page, "Value").fill(value.toLowerCase().replaceAll(" ", "-"));
    },
    typed: (page) => inDialog(page, "Label").inputValue(),
    submit: (page) => dialog(page).getByRole("button", { name: "Create reason" }),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => (await returnReasonsLabelled(value)).filter((r) => r.label === value).length,
    cleanUp: async () => {
      for (const reason of await returnReasonsLabelled(PREFIX)) await adminApi("DELETE", `/admin/return-reasons/${reason.id}`);
    },
  },
  {
    name: "shipping option (create)",
    mutation: /^\/admin\/shipping-options$/,
    open: async (page) => {
      await page.goto(`/a/settings/regions/${(await faultRegion()).id}`);
      await page.getByRole("button", { name: "Add shipping option" }).click();
      await expect(inDialog(page, "Amount")).toBeVisible();
    },
    value: unique("shipping option"),
    fill: async (page, value) => {
      await inDialog(page, "Name").fill(value);
      await inDialog(page, "Amount").fill("3000");
    },
    typed: (page) => inDialog(page, "Name").inputValue(),
    submit: (page) => dialog(page).getByRole("button", { name: "Add option" }),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => (await regionOptions()).filter((o) => o.name === value).length,
    cleanUp: async () => {
      if (!regionForFaults) return;
      for (const option of await regionOptions()) await adminApi("DELETE", `/admin/shipping-options/${option.id}`);
      await adminApi("DELETE", `/admin/regions/${(await regionForFaults).id}`);
    },
  },
  {
    name: "customer group (create)",
    mutation: /^\/admin\/customer-groups$/,
    open: async (page) => {
      await page.goto("/a/customers/groups");
      await page.getByRole("button", { name: "New group" }).click();
    },
    value: unique("group"),
    ...dialogField("Name"),
    submit: (page) => dialog(page).getByRole("button", { name: "Create group" }),
    // the new group's page opens
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => (await groupsNamed(value)).filter((g) => g.name === value).length,
    cleanUp: async () => {
      for (const group of await groupsNamed(PREFIX)) await adminApi("DELETE", `/admin/customer-groups/${group.id}`);
    },
  },
  {
    name: "sales channel (create)",
    mutation: /^\/admin\/sales-channels$/,
    open: async (page) => {
      await page.goto("/a/settings/sales-channels");
      await page.getByRole("button", { name: "New sales channel" }).click();
    },
    value: unique("channel"),
    ...dialogField("Name"),
    submit: (page) => dialog(page).getByRole("button", { name: "Create channel" }),
    // the new channel's page opens
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => (await channelsNamed(value)).filter((c) => c.name === value).length,
    cleanUp: async () => {
      for (const channel of await channelsNamed(PREFIX)) await adminApi("DELETE", `/admin/sales-channels/${channel.id}`);
    },
  },
  {
    name: "tax-rate override (create)",
    mutation: /^\/admin\/tax-rates$/,
    open: async (page) => {
      await page.goto(`/a/settings/taxes/${FAULTS_TAX_REGION}`);
      await page.getByRole("button", { name: "Add override" }).click();
    },
    value: unique("tax rate"),
    // the name is the cell's text; code and rate are the same each time
    fill: async (page, value) => {
      await inDialog(page, "Name").fill(value);
      await inDialog(page, "Tax code").fill("E2E-FLT");
      await dialog(page).getByRole("spinbutton", { name: "Tax rate" }).fill("5");
    },
    typed: (page) => inDialog(page, "Name").inputValue(),
    submit: (page) => dialog(page).getByRole("button", { name: "Create override" }),
    // the new override's page opens
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => (await taxRatesNamed(value)).filter((r) => r.name === value).length,
    cleanUp: async () => {
      for (const rate of await taxRatesNamed(PREFIX)) await adminApi("DELETE", `/admin/tax-rates/${rate.id}`);
    },
  },
  {
    name: "store details (edit)",
    mutation: /^\/admin\/store$/,
    open: async (page) => {
      await page.goto("/a/settings/details");
      await expect(page.getByRole("textbox", { name: "Exchange payment link" })).toBeVisible();
    },
    value: (cell) => `https://e2e.example.com/${run}/swap/${cell}/{cart_id}`,
    fill: (page, value) => page.getByRole("textbox", { name: "Exchange payment link" }).fill(value),
    submit: (page) => page.getByRole("button", { name: "Save changes" }),
    typed: (page) => page.getByRole("textbox", { name: "Exchange payment link" }).inputValue(),
    succeeded: (page) => expect(page.getByTestId("toast-success")).toContainText(en("settings.store.saved")),
    saved: async (value) => Number((await storeSwapTemplate()) === value),
    // The store is shared: its template as it was before the row is put back.
    prepare: async () => void (swapTemplateBefore ??= { value: await storeSwapTemplate() }),
    cleanUp: async () => {
      if (swapTemplateBefore) await adminApi("POST", "/admin/store", { swap_link_template: swapTemplateBefore.value });
    },
  },
  {
    // Inventory mode only (the tag): the server of the other runs has no inventory module.
    name: "stock level (edit) @inventory",
    mutation: /^\/admin\/inventory-items\/[^/]+\/location-levels\/[^/]+$/,
    open: async (page) => {
      const { item } = await faultStockLevel();
      await page.goto(`/a/inventory/${item}`);
      await page.getByRole("table", { name: "Stock by location" }).getByRole("button", { name: /^Actions for / }).click();
      await page.getByRole("menu").getByRole("menuitem", { name: "Edit quantities" }).click();
    },
    value: (cell) => String(100 + cell),
    fill: (page, value) => dialog(page).getByRole("spinbutton", { name: "In stock" }).fill(value),
    typed: (page) => dialog(page).getByRole("spinbutton", { name: "In stock" }).inputValue(),
    submit: (page) => dialog(page).getByRole("button", { name: "Save changes" }),
    succeeded: (page) => expect(dialog(page)).toBeHidden(),
    saved: async (value) => {
      const { item, location } = await faultStockLevel();
      const { inventory_item } = await adminApi<{ inventory_item: { location_levels: { location_id: string; stocked_quantity: number }[] } }>(
        "GET",
        `/admin/inventory-items/${item}/location-levels`,
      );
      return Number(inventory_item.location_levels.find((l) => l.location_id === location)?.stocked_quantity === Number(value));
    },
    cleanUp: async () => {
      if (!stockLevelForFaults) return;
      const { product, location } = await stockLevelForFaults;
      await adminApi("DELETE", `/admin/products/${product}`);
      await adminApi("DELETE", `/admin/stock-locations/${location}`);
    },
  },
];

let swapTemplateBefore: { value: string | null } | undefined;

// The stock level row's item (of a product of this run: the server makes its inventory item) stocked at a location of this run.
let stockLevelForFaults: Promise<{ product: string; item: string; location: string }> | undefined;
const faultStockLevel = () =>
  (stockLevelForFaults ??= (async () => {
    const sku = `E2E-FAULTS-${run}`;
    const { product } = await adminApi<{ product: { id: string } }>("POST", "/admin/products", {
      title: `${PREFIX} stock`,
      status: "draft",
      options: [{ title: "Size" }],
      variants: [{ title: "M", sku, manage_inventory: true, options: [{ value: "M" }], prices: [{ currency_code: "usd", amount: 1000 }] }],
    });
    const { stock_location } = await adminApi<{ stock_location: { id: string } }>("POST", "/admin/stock-locations", { name: `${PREFIX} shelf` });
    const { inventory_items } = await adminApi<{ inventory_items: { id: string; sku: string | null }[] }>("GET", `/admin/inventory-items?q=${sku}`);
    const item = inventory_items.find((i) => i.sku === sku)!.id;
    await adminApi("POST", `/admin/inventory-items/${item}/location-levels`, { location_id: stock_location.id, stocked_quantity: 0 });
    return { product: product.id, item, location: stock_location.id };
  })());
const storeSwapTemplate = async () => (await adminApi<{ store: { swap_link_template: string | null } }>("GET", "/admin/store")).store.swap_link_template;

// A region of this run for the shipping option row (no countries: each belongs to one region only).
let regionForFaults: Promise<{ id: string }> | undefined;
const faultRegion = () =>
  (regionForFaults ??= adminApi<{ region: { id: string } }>("POST", "/admin/regions", {
    name: `${PREFIX} region`,
    currency_code: "krw",
    tax_rate: 0,
    payment_providers: ["manual"],
    fulfillment_providers: ["manual"],
    countries: [],
  }).then((r) => r.region));
const regionOptions = async () =>
  (await adminApi<{ shipping_options: { id: string; name: string }[] }>("GET", `/admin/shipping-options?region_id=${(await faultRegion()).id}`)).shipping_options;

// A customer of this run for the profile row (customers cannot be deleted through the admin API).
let customerForFaults: Promise<{ id: string }> | undefined;
const faultCustomer = () =>
  (customerForFaults ??= adminApi<{ customer: { id: string } }>("POST", "/admin/customers", {
    email: `e2e-faults-${run}@example.com`,
    first_name: "Fault",
    last_name: "Row",
    password: "faults-password-1",
  }).then((r) => r.customer));
// The server lists every return reason at once (top-level ones, with their sub-reasons).
const returnReasonsLabelled = async (prefix: string) =>
  (await adminApi<{ return_reasons: { id: string; label: string }[] }>("GET", "/admin/return-reasons")).return_reasons.filter((r) => r.label.startsWith(prefix));
// Overrides of this run in a seeded region, applying to nothing: no order's tax changes.
const FAULTS_TAX_REGION = "reg_e2e_eu";
const taxRatesNamed = async (prefix: string) =>
  (await adminApi<{ tax_rates: { id: string; name: string }[] }>("GET", `/admin/tax-rates?region_id=${FAULTS_TAX_REGION}&limit=1000`)).tax_rates.filter((r) => r.name.startsWith(prefix));
const groupsNamed = async (prefix: string) =>
  (await adminApi<{ customer_groups: { id: string; name: string }[] }>("GET", `/admin/customer-groups?q=${encodeURIComponent(prefix)}&limit=100`)).customer_groups.filter((g) =>
    g.name.startsWith(prefix),
  );

const channelsNamed = async (prefix: string) =>
  (await adminApi<{ sales_channels: { id: string; name: string }[] }>("GET", `/admin/sales-channels?q=${encodeURIComponent(prefix)}&limit=100`)).sales_channels.filter((c) =>
    c.name.startsWith(prefix),
  );

// A fresh captured and shipped order for the return and claim rows: three
// mugs, one returned and one claimed by each of their two saved cells.
let orderAfterSale: Promise<PlacedOrder> | undefined;
const afterSaleOrder = () => (orderAfterSale ??= placeOrder({ items: [["E2E-STKR-5", 6]], after: ["capture", "fulfill", "ship"] }));
const afterSaleTitle = async () => {
  const [item] = (await afterSaleOrder()).items;
  return `${item!.title} · ${item!.description}`;
};
const afterSaleNow = async () =>
  getOrder<{ returns: { items: { note: string | null }[] }[]; claims: { claim_items: { note: string | null }[] }[] }>((await afterSaleOrder()).id);
/** Opens the order's return or claim form from its section, unless a failed cell left it open. */
async function openAfterSale(page: Page, section: string, action: string) {
  await page.goto(`/a/orders/${(await afterSaleOrder()).id}`);
  await page.getByRole("region", { name: section }).getByRole("button", { name: action }).click();
  await expect(dialog(page)).toBeVisible();
}

// A fresh order for the note row (orders cannot be deleted: the seeded ones
// stay untouched), of stickers, whose stock is not managed (never used up).
let notedOrder: Promise<{ id: string }> | undefined;
const noteOrder = () => (notedOrder ??= placeOrder({ items: [["E2E-STKR-5", 1]] }));
const noteField = (page: Page) => page.getByRole("textbox", { name: "Add a note" });
const orderNotes = async () =>
  (await adminApi<{ notes: { id: string; value: string }[] }>("GET", `/admin/notes?resource_id=${(await noteOrder()).id}&limit=200`)).notes;

// A fresh order for the shipment row, with three fulfillments of one unit each to ship.
let orderToShip: Promise<{ id: string }> | undefined;
const shipOrder = () =>
  (orderToShip ??= placeOrder({ after: ["capture"] }).then(async (order) => {
    const [mug, sticker] = order.items;
    for (const item of [mug, mug, sticker]) await adminApi("POST", `/admin/orders/${order.id}/fulfillment`, { items: [{ item_id: item!.id, quantity: 1 }] });
    return order;
  }));
interface ShipFulfillment {
  created_at: string;
  shipped_at: string | null;
  tracking_links: { tracking_number: string }[];
}
/** Oldest first, as the order page numbers them. */
const fulfillmentsToShip = async () =>
  (await getOrder<{ fulfillments: ShipFulfillment[] }>((await shipOrder()).id)).fulfillments.sort((a, b) => a.created_at.localeCompare(b.created_at));

// A fresh captured order for the refund row, of stickers (their stock is not managed: never sold out).
let orderToRefund: Promise<{ id: string }> | undefined;
const refundOrder = () => (orderToRefund ??= placeOrder({ items: [["E2E-STKR-5", 1]], after: ["capture"] }));

// A fresh order for the email row (never a seeded one: others read their emails).
let orderForEmail: Promise<{ id: string }> | undefined;
const emailOrder = () => (orderForEmail ??= placeOrder({ items: [["E2E-STKR-5", 1]] }));

// This run's invites: their addresses start with it (lowercase: the server keeps emails so).
const INVITE_PREFIX = `e2e-faults-${run}-`;
async function invitesTo(prefix: string) {
  const { invites } = await adminApi<{ invites: { id: string; user_email: string }[] }>("GET", "/admin/invites");
  return invites.filter((i) => i.user_email.startsWith(prefix));
}

async function collectionsTitled(prefix: string) {
  const { collections } = await adminApi<{ collections: { id: string; title: string }[] }>("GET", `/admin/collections?q=${encodeURIComponent(prefix)}&limit=100`);
  return collections.filter((c) => c.title.startsWith(prefix));
}

async function categoriesNamed(prefix: string) {
  const { product_categories } = await adminApi<{ product_categories: { id: string; name: string }[] }>(
    "GET",
    `/admin/product-categories?q=${encodeURIComponent(prefix)}&limit=100`,
  );
  return product_categories.filter((c) => c.name.startsWith(prefix));
}

const english = JSON.parse(readFileSync("public/locales/en/translation.json", "utf8")) as Record<string, unknown>;

/** The English text of a translation key (the tier runs in en-US). */
export function en(key: string): string {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
  if (typeof text !== "string") throw new Error(`no English text for ${key}`);
  return text;
}

/** The gift cards whose note starts with `prefix` (the list's search reads codes only: all are read). */
async function giftCardsNoted(prefix: string) {
  const { gift_cards } = await adminApi<{ gift_cards: { id: string; metadata: { note?: unknown } | null }[] }>("GET", "/admin/gift-cards?limit=1000");
  return gift_cards.filter((c) => typeof c.metadata?.note === "string" && c.metadata.note.startsWith(prefix));
}
