// Hostile data: script-shaped texts ("probes") in every free-text field a page
// shows must appear as text, never run. Each probe calls `__xss(n)` if it runs
// (a function of the test, so a run in any frame or after a navigation counts);
// each page must show every probe it was given, run none, and render no link
// with a `javascript:` address. The run prints its count at the end:
//   [hostile data] 123 probes shown on 10 pages, 0 executed, 0 stopped only by
//   the Content-Security-Policy, 0 javascript: links
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { adminApi } from "./backend.ts";
import { signInByApi, Records, rewriteResponses, type Rewrite } from "./hostile.ts";
import { placeOrder } from "./orders.ts";

/** The ways a text can turn into script, each calling the counter with its probe's number. */
const VECTORS: ((n: number) => string)[] = [
  (n) => `<img src=x onerror=__xss(${n})>`,
  (n) => `"><svg onload=__xss(${n})>`,
  (n) => `javascript:__xss(${n})`,
  (n) => `'><script>__xss(${n})</script>`,
  (n) => `<a href="javascript:__xss(${n})">link</a>`,
  (n) => `<iframe srcdoc="<script>parent.__xss(${n})</script>">`,
  (n) => `<details open ontoggle=__xss(${n})>`,
  (n) => `[link](javascript:__xss(${n}))`,
];

/**
 * A probe for the field named `label`: the same text each time it is asked
 * for, so a refetch shows the same one; a `javascript:` address for a field
 * holding one (its label ends in "url").
 */
type Probe = (label: string) => string;

/**
 * One page of the probe run. A page added later joins with one entry here:
 * its address, the records it shows made with probe values through the admin
 * API (deleted after the test), and, for fields the API cannot hold or the test
 * could not clean up (orders, customers, tags, the store's name), `rewrites` of
 * the page's responses. Every probe asked for must end up on screen.
 */
interface ProbePage {
  name: string;
  /** Makes the page's records (through `records`, deleted afterwards) and returns the page's address. */
  open: (probe: Probe, records: Records) => Promise<string>;
  /** Probes written into the page's responses. */
  rewrites?: (probe: Probe) => Rewrite[];
  /**
   * Shows what the page keeps out of sight (an open picker, a dialog);
   * `look(locator)` waits for the locator, then notes the probes on screen.
   */
  reveal?: (page: Page, probe: Probe, look: (until: Locator) => Promise<void>) => Promise<void>;
}

const run = Date.now();

/** A person's first and last name, as probes named after `who`. */
const probeName = (person: { first_name: unknown; last_name: unknown }, probe: Probe, who: string) => {
  person.first_name = probe(`${who} first name`);
  person.last_name = probe(`${who} last name`);
};

/** A product type or tag as the API answers it (the answers are checked against the contract). */
const typeOrTag = (id: string, value: string) => {
  const at = new Date().toISOString();
  return { id, value, created_at: at, updated_at: at, deleted_at: null, metadata: null };
};

/** A collection, a category and a sales channel named by probes: a product's organisation. */
async function organisation(probe: Probe, records: Records) {
  // the handle is not shown on the product's pages
  const collection = await records.create("/admin/collections", "collection", { title: probe("collection title"), handle: `e2e-hostile-${run}-${Math.random()}` });
  const category = await records.create("/admin/product-categories", "product_category", {
    name: probe("category name"),
    handle: `e2e-hostile-${run}-${Math.random()}`,
    is_active: true,
  });
  const channel = await records.create("/admin/sales-channels", "sales_channel", { name: probe("sales channel name") });
  return { collection, category, channel };
}

/** A draft product whose every free-text field is a probe. */
async function probedProduct(probe: Probe, records: Records) {
  const { collection, category, channel } = await organisation(probe, records);
  return records.create("/admin/products", "product", {
    title: probe("product title"),
    subtitle: probe("product subtitle"),
    handle: `${probe("product handle")}-${run}`,
    description: probe("product description"),
    material: probe("product material"),
    mid_code: probe("product MID code"),
    hs_code: probe("product HS code"),
    status: "draft",
    collection_id: collection.id,
    categories: [{ id: category.id }],
    sales_channels: [{ id: channel.id }],
    metadata: { [probe("metadata key")]: probe("metadata value") },
    options: [{ title: probe("option title") }],
    variants: [
      {
        title: probe("variant title"),
        sku: `${probe("variant SKU")}-${run}`,
        ean: probe("variant EAN"),
        prices: [{ currency_code: "usd", amount: 1000 }],
        options: [{ value: probe("option value") }],
      },
    ],
  });
}

const PAGES: ProbePage[] = [
  {
    name: "orders list, with the loyalty widget",
    open: async () => "/a/orders",
    // Orders are made by checkouts, not the admin API: the list's own answer carries the probes.
    rewrites: (probe) => [
      {
        path: "/admin/orders",
        edit: (json) => {
          for (const order of json.orders) {
            // not the email: the server only ever holds a valid address (and the answer is checked against the contract)
            if (order.customer) {
              probeName(order.customer, probe, `order ${order.id} customer`);
            }
          }
        },
      },
    ],
  },
  {
    name: "products list",
    open: async (probe, records) => {
      const collection = await records.create("/admin/collections", "collection", { title: probe("collection title") });
      await records.create("/admin/products", "product", { title: probe("product title"), status: "draft", collection_id: collection.id });
      return "/a/products?order=-created_at";
    },
  },
  {
    name: "product detail",
    open: async (probe, records) => `/a/products/${(await probedProduct(probe, records)).id}`,
    // Types and tags stay in the store once made (the API deletes neither): written into the answer.
    rewrites: (probe) => [
      {
        path: /^\/admin\/products\/prod_[^/]+$/,
        edit: ({ product }) => {
          product.type = typeOrTag("ptyp_hostile", probe("product type"));
          product.tags = [typeOrTag("ptag_hostile", probe("product tag"))];
        },
      },
    ],
    reveal: async (page, probe, look) => {
      await look(page.getByRole("heading", { name: probe("product title"), level: 1 }));
      await page.getByRole("button", { name: "Product actions" }).click();
      await page.getByRole("menuitem", { name: "Delete product" }).or(page.getByRole("button", { name: "Delete product" })).click();
      const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
      await look(dialog.getByText(probe("product title")));
      await dialog.getByRole("button", { name: "Cancel" }).click();
    },
  },
  {
    name: "product create, its pickers",
    open: async (probe, records) => {
      await organisation(probe, records);
      return "/a/products/new";
    },
    rewrites: (probe) => [
      { path: "/admin/product-types", edit: (json) => json.product_types.push(typeOrTag("ptyp_hostile", probe("product type"))) },
      { path: "/admin/product-tags", edit: (json) => json.product_tags.push(typeOrTag("ptag_hostile", probe("product tag"))) },
    ],
    reveal: async (page, probe, look) => {
      const pickers: [string, string][] = [
        ["Type", "product type"],
        ["Collection", "collection title"],
        ["Tags", "product tag"],
        ["Categories", "category name"],
        ["Sales channels", "sales channel name"],
      ];
      for (const [label, field] of pickers) {
        await page.getByRole("combobox", { name: label }).click();
        await look(page.getByRole("option", { name: probe(field) }));
        await page.keyboard.press("Escape");
      }
    },
  },
  {
    name: "collections list",
    open: async (probe, records) => {
      await records.create("/admin/collections", "collection", { title: probe("collection title"), handle: `${probe("collection handle")}-${run}` });
      return "/a/collections?order=-created_at";
    },
  },
  {
    name: "collection detail",
    open: async (probe, records) => {
      const collection = await records.create("/admin/collections", "collection", { title: probe("collection title"), handle: `${probe("collection handle")}-${run}` });
      await records.create("/admin/products", "product", { title: probe("product title"), status: "draft", collection_id: collection.id });
      return `/a/collections/${collection.id}`;
    },
    reveal: async (page, probe, look) => {
      await look(page.getByRole("heading", { name: probe("collection title"), level: 1 }));
      await look(page.getByRole("table").getByText(probe("product title")));
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
      await look(dialog.getByText(probe("collection title")));
      await dialog.getByRole("button", { name: "Cancel" }).click();
    },
  },
  {
    name: "gift card detail",
    open: async (probe, records) => {
      const card = await records.create("/admin/gift-cards", "gift_card", { region_id: "reg_e2e_eu", value: 1000, metadata: { note: probe("gift card note") } });
      return `/a/gift-cards/${card.id}`;
    },
  },
  {
    name: "customer group detail, its price lists",
    open: async (probe, records) => {
      const group = await records.create("/admin/customer-groups", "customer_group", { name: probe("group name") });
      await records.create("/admin/price-lists", "price_list", { name: probe("price list name"), description: "E2E hostile", type: "sale", customer_groups: [{ id: group.id }], prices: [] });
      return `/a/customers/groups/${group.id}`;
    },
  },
  {
    name: "discount detail",
    open: async (probe, records) => {
      const { regions } = await adminApi<{ regions: { id: string }[] }>("GET", "/admin/regions?limit=1");
      // (codes are stored upper-cased: the code is plain, the description a probe)
      const discount = await records.create("/admin/discounts", "discount", {
        code: `E2EHOSTILE${run}`,
        regions: [regions[0]!.id],
        rule: { type: "percentage", value: 5, allocation: "total", description: probe("discount description") },
      });
      return `/a/discounts/${discount.id}`;
    },
  },
  {
    name: "price list detail",
    open: async (probe, records) => {
      const list = await records.create("/admin/price-lists", "price_list", { name: probe("price list name"), description: probe("price list description"), type: "sale", prices: [] });
      return `/a/pricing/${list.id}`;
    },
  },
  {
    name: "order detail, its return's and claim's notes",
    // orders cannot be deleted: a fresh shipped one, of stickers (stock not managed)
    open: async (probe) => {
      const order = await placeOrder({ items: [["E2E-STKR-5", 2]], after: ["capture", "fulfill", "ship"] });
      const [item] = order.items;
      await adminApi("POST", `/admin/orders/${order.id}/return`, { items: [{ item_id: item!.id, quantity: 1, note: probe("return note") }] });
      await adminApi("POST", `/admin/orders/${order.id}/claims`, {
        type: "refund",
        claim_items: [{ item_id: item!.id, quantity: 1, reason: "missing_item", note: probe("claim note") }],
      });
      return `/a/orders/${order.id}`;
    },
  },
  {
    name: "draft order detail",
    open: async (probe, records) => {
      const draft = await records.create("/admin/draft-orders", "draft_order", {
        email: `e2e-hostile-${run}@example.com`,
        region_id: "reg_e2e_eu",
        items: [{ title: probe("custom item title"), unit_price: 500, quantity: 1 }],
        shipping_methods: [],
      });
      return `/a/draft-orders/${draft.id}`;
    },
  },
  {
    name: "product categories, a category's products",
    open: async (probe, records) => {
      const category = await records.create("/admin/product-categories", "product_category", {
        name: probe("category name"),
        handle: `e2e-hostile-${run}-${Math.random()}`,
        is_active: true,
      });
      await records.create("/admin/products", "product", { title: probe("product title"), status: "draft", categories: [{ id: category.id }] });
      return "/a/product-categories";
    },
    reveal: async (page, probe, look) => {
      const name = page.getByRole("treeitem").getByText(probe("category name"), { exact: true });
      await look(name);
      await name.click();
      await look(page.getByRole("dialog").getByText(probe("product title")));
    },
  },
  {
    name: "return reasons settings, a sub-reason's edit form, the delete question",
    open: async (probe, records) => {
      const parent = await records.create("/admin/return-reasons", "return_reason", {
        label: probe("return reason label"),
        value: `${probe("return reason value")}-${run}`,
        description: probe("return reason description"),
      });
      await records.create("/admin/return-reasons", "return_reason", {
        label: probe("sub-reason label"),
        value: `${probe("sub-reason value")}-${run}`,
        description: probe("sub-reason description"),
        parent_return_reason_id: parent.id,
      });
      return "/a/settings/return-reasons";
    },
    reveal: async (page, probe, look) => {
      const table = page.getByRole("table", { name: "Return reasons" });
      await look(table.getByText(probe("sub-reason description")));
      await page.getByRole("button", { name: `Actions for ${probe("sub-reason label")}`, exact: true }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
      const form = page.getByRole("dialog");
      await look(form.getByRole("textbox", { name: "Description" }));
      await form.getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("button", { name: `Actions for ${probe("return reason label")}`, exact: true }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      const question = page.getByRole("alertdialog");
      await look(question.getByRole("button", { name: "Delete" }));
      await question.getByRole("button", { name: "Cancel" }).click();
    },
  },
  {
    name: "sales channel page: its name and description, the edit form, the delete question",
    open: async (probe, records) => {
      const channel = await records.create("/admin/sales-channels", "sales_channel", { name: probe("sales channel name"), description: probe("sales channel description") });
      return `/a/settings/sales-channels/${channel.id}`;
    },
    reveal: async (page, _probe, look) => {
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      const form = page.getByRole("dialog");
      await look(form.getByRole("textbox", { name: "Description" }));
      await form.getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      const question = page.getByRole("alertdialog");
      await look(question.getByRole("button", { name: "Delete" }));
      await question.getByRole("button", { name: "Cancel" }).click();
    },
  },
  {
    name: "publishable key page: its title, its sales channel, the revoke question",
    open: async (probe, records) => {
      const channel = await records.create("/admin/sales-channels", "sales_channel", { name: probe("sales channel name") });
      const key = await records.create("/admin/publishable-api-keys", "publishable_api_key", { title: probe("publishable key title") });
      await adminApi("POST", `/admin/publishable-api-keys/${key.id}/sales-channels/batch`, { sales_channel_ids: [{ id: channel.id }] });
      return `/a/settings/publishable-api-keys/${key.id}`;
    },
    reveal: async (page, _probe, look) => {
      await page.getByRole("button", { name: "Revoke", exact: true }).click();
      const question = page.getByRole("alertdialog");
      await look(question.getByRole("button", { name: "Revoke" }));
      await question.getByRole("button", { name: "Cancel" }).click();
    },
  },
  {
    name: "a region's page, its shipping option's edit form and delete question, the region's edit form",
    open: async (probe, records) => {
      // no countries: each belongs to one region only
      const region = await records.create("/admin/regions", "region", {
        name: probe("region name"),
        currency_code: "eur",
        tax_rate: 0,
        tax_code: probe("region tax code"),
        payment_providers: ["manual"],
        fulfillment_providers: ["manual"],
        countries: [],
      });
      await records.create("/admin/shipping-options", "shipping_option", {
        name: probe("shipping option name"),
        region_id: region.id,
        provider_id: "manual",
        data: { id: "manual-fulfillment" },
        price_type: "flat_rate",
        amount: 500,
      });
      return `/a/settings/regions/${region.id}`;
    },
    reveal: async (page, probe, look) => {
      const options = page.getByRole("region", { name: "Shipping options", exact: true });
      await look(options.getByText(probe("shipping option name")));
      await options.getByRole("button", { name: `Edit ${probe("shipping option name")}`, exact: true }).click();
      await look(page.getByRole("dialog").getByRole("textbox", { name: "Name" }));
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
      await options.getByRole("button", { name: `Delete ${probe("shipping option name")}`, exact: true }).click();
      const question = page.getByRole("alertdialog");
      await look(question.getByRole("button", { name: "Delete" }));
      await question.getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("button", { name: "Edit region" }).click();
      await look(page.getByRole("dialog").getByRole("textbox", { name: "Tax code" }));
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    },
  },
  {
    name: "shipping profiles, a profile's page and its rename form",
    open: async (probe, records) => {
      await records.create("/admin/shipping-profiles", "shipping_profile", { name: probe("shipping profile name"), type: "custom" });
      return "/a/settings/shipping";
    },
    reveal: async (page, probe, look) => {
      const link = page.getByRole("table", { name: "Shipping profiles" }).getByRole("link", { name: probe("shipping profile name") });
      await look(link);
      await link.click();
      await look(page.getByRole("heading", { name: probe("shipping profile name"), level: 1 }));
      await page.getByRole("button", { name: "Edit name" }).click();
      await look(page.getByRole("dialog").getByRole("textbox", { name: "Name" }));
    },
  },
  {
    name: "a region's tax overrides, an override's page and its edit form",
    open: async (probe, records) => {
      // in a seeded region, applying to nothing; the list searched for it (the region's overrides accumulate across runs)
      await records.create("/admin/tax-rates", "tax_rate", { region_id: "reg_e2e_eu", name: probe("tax rate name"), code: probe("tax rate code"), rate: 5 });
      return `/a/settings/taxes/reg_e2e_eu?${new URLSearchParams({ q: probe("tax rate name") })}`;
    },
    reveal: async (page, probe, look) => {
      const link = page.getByRole("table", { name: "Overrides" }).getByRole("link", { name: probe("tax rate name") });
      await look(link);
      await link.click();
      await look(page.getByRole("heading", { name: probe("tax rate name"), level: 1 }));
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      await look(page.getByRole("dialog").getByRole("textbox", { name: "Tax code" }));
    },
  },
  {
    name: "settings, with the store's name and the user's in the shell",
    open: async () => "/a/settings",
    // The store's name and the admin's are shared by every test: written into the answers.
    rewrites: (probe) => [
      { path: "/admin/store", edit: ({ store }) => (store.name = probe("store name")) },
      {
        path: "/admin/auth",
        edit: ({ user }) => {
          probeName(user, probe, "user");
        },
      },
    ],
  },
  {
    name: "store details: its name, link templates and metadata",
    open: async () => "/a/settings/details",
    // The store is shared by every test: the probes are written into its answer.
    rewrites: (probe) => [
      {
        path: "/admin/store",
        edit: ({ store }) => {
          store.name = probe("store name");
          store.swap_link_template = probe("swap link template");
          store.payment_link_template = probe("payment link template");
          store.invite_link_template = probe("invite link template");
          store.metadata = { [probe("store metadata key")]: probe("store metadata value") };
        },
      },
    ],
  },
  {
    name: "currencies: the store's currency names",
    open: async () => "/a/settings/currencies",
    rewrites: (probe) => [
      {
        path: "/admin/store",
        edit: ({ store }) => {
          for (const currency of store.currencies) currency.name = probe(`currency ${currency.code} name`);
        },
      },
    ],
  },
  {
    name: "loyalty plugin page",
    open: async () => "/a/loyalty",
    // The admin API deletes no customer: the list's answer carries the probes.
    rewrites: (probe) => [
      {
        path: "/admin/customers",
        edit: (json) => {
          for (const customer of json.customers) {
            probeName(customer, probe, `customer ${customer.id}`);
          }
        },
      },
    ],
  },
  {
    name: "product export, its download link",
    open: async () => "/a/products",
    // The file service's address for the export, as a hostile plugin could answer it.
    rewrites: (probe) => [{ path: "/admin/uploads/download-url", method: "POST", edit: (json) => (json.download_url = probe("export download url")) }],
    reveal: async (page, probe, look) => {
      await page.getByRole("button", { name: "Export products" }).click();
      const dialog = page.getByRole("dialog", { name: "Export products" });
      await dialog.getByRole("button", { name: "Export", exact: true }).click();
      await look(dialog.getByText(probe("export download url")).or(dialog.getByRole("link")));
    },
  },
  {
    name: "order detail, its timeline's notes",
    // A fresh order (never the seeded ones) of stickers (stock not managed, never used up),
    // with a note through the API (deleted afterwards).
    open: async (probe, records) => {
      const order = await placeOrder({ items: [["E2E-STKR-5", 1]] });
      await records.create("/admin/notes", "note", { resource_type: "order", resource_id: order.id, value: probe("order note") });
      return `/a/orders/${order.id}`;
    },
    // The note's author is the admin every test signs in as: another user's name, written into the answer.
    rewrites: (probe) => [
      {
        path: "/admin/notes",
        edit: (json) => {
          for (const note of json.notes) {
            note.author_id = "usr_hostile";
            note.author = { ...note.author, id: "usr_hostile" };
            probeName(note.author, probe, "note author");
          }
        },
      },
    ],
  },
  {
    name: "order detail, its customer card: addresses, their edit form, the transfer's customers",
    // A fresh order whose addresses are probes through the API (a German address: the server
    // checks the country against the order's region); orders are never deleted.
    open: async (probe) => {
      const order = await placeOrder({ items: [["E2E-STKR-5", 1]] });
      const fields = ["first_name", "last_name", "company", "address_1", "address_2", "city", "postal_code", "province", "phone"];
      const address = (kind: string) => ({ ...Object.fromEntries(fields.map((f) => [f, probe(`${kind} ${f.replace("_", " ")}`)])), country_code: "de" });
      await adminApi("POST", `/admin/orders/${order.id}`, { shipping_address: address("shipping"), billing_address: address("billing") });
      return `/a/orders/${order.id}`;
    },
    // The admin API deletes no customer: the transfer's list carries the probes in its answer.
    rewrites: (probe) => [
      {
        path: "/admin/customers",
        edit: (json) => {
          for (const customer of json.customers) probeName(customer, probe, `customer ${customer.id}`);
        },
      },
    ],
    reveal: async (page, probe, look) => {
      const card = page.getByRole("region", { name: "Customer" });
      await look(card.getByText(probe("billing address 1")));
      const choose = async (action: string) => {
        await card.getByRole("button", { name: "Customer actions" }).click();
        await page.getByRole("menuitem", { name: action }).click();
      };
      await choose("Edit shipping address");
      const form = page.getByRole("dialog", { name: "Edit shipping address" });
      await look(form.getByRole("combobox", { name: "Country" }));
      await form.getByRole("button", { name: "Cancel" }).click();
      await expect(form).toBeHidden();
      // left open: the final look finds its customers
      await choose("Transfer to another customer");
      await look(page.getByRole("table", { name: "Customers" }).getByRole("button").first());
    },
  },  {
    name: "team settings",
    open: async () => "/a/settings/team",
    // The users are shared with every test (the seeded admin among them): the list's answer carries the probes.
    rewrites: (probe) => [
      {
        path: "/admin/users",
        edit: (json) => {
          for (const user of json.users) probeName(user, probe, `user ${user.id}`);
        },
      },
    ],
  },
  // Inventory mode only (the tag): the other runs' server has no stock locations or reservations.
  {
    name: "stock location detail @inventory",
    open: async (probe, records) => {
      const address = { address_1: probe("location address"), city: probe("location city"), country_code: "de" };
      const location = await records.create("/admin/stock-locations", "stock_location", { name: probe("location name"), address });
      return `/a/settings/locations/${location.id}`;
    },
    reveal: async (page, probe, look) => {
      await look(page.getByRole("heading", { name: probe("location name"), level: 1 }));
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      const dialog = page.getByRole("alertdialog");
      await look(dialog.getByText(probe("location name")));
      await dialog.getByRole("button", { name: "Cancel" }).click();
    },
  },
  {
    name: "reservations list @inventory",
    open: async () => "/a/inventory/reservations",
    rewrites: (probe) => [
      {
        path: "/admin/reservations",
        edit: (json) => {
          for (const reservation of json.reservations) reservation.description = probe(`reservation ${reservation.id} description`);
        },
      },
    ],
  },
];

interface PageResult {
  page: string;
  shown: number;
  executed: number;
  blocked: number;
  javascriptLinks: number;
}

// Each page's result goes to a file in the run's output folder (emptied when a
// run starts), so that the count covers every worker: Playwright starts a new
// one after a failed test.
const resultsFile = () => join(test.info().project.outputDir, "hostile-data.jsonl");
const sum = (results: PageResult[], key: Exclude<keyof PageResult, "page">) => results.reduce((n, r) => n + r[key], 0);

test.afterAll(() => {
  const results = existsSync(resultsFile()) ? readFileSync(resultsFile(), "utf8").trim().split("\n").map((line) => JSON.parse(line) as PageResult) : [];
  console.log(
    `[hostile data] ${sum(results, "shown")} probes shown on ${results.length} pages, ${sum(results, "executed")} executed, ` +
      `${sum(results, "blocked")} stopped only by the Content-Security-Policy, ${sum(results, "javascriptLinks")} javascript: links`,
  );
});

let next = 1;

/**
 * Counts what probes do in the page: `__xss(n)` calls (a function of the test,
 * so a call from any frame or after a navigation counts) and the attempts the
 * preview server's Content-Security-Policy stopped (a probe let into the page
 * as markup, which a server without that policy would run).
 */
async function watchProbes(page: Page) {
  const executed = new Set<number>();
  const blocked: string[] = [];
  await page.exposeFunction("__xss", (n: number) => void executed.add(n));
  await page.exposeFunction("__cspViolation", (what: string) => void blocked.push(what));
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (what: string) => void }).__cspViolation;
    document.addEventListener("securitypolicyviolation", (e) => report(`${e.violatedDirective}: ${e.sample}`));
  });
  return { executed, blocked };
}

test.describe("a probe let into the page as markup", () => {
  // what the policy says when it stops the probe
  test.use({ allowedConsoleErrors: [/violates the following Content Security Policy directive/] });

  test("is noticed, run or stopped by the policy", async ({ page }) => {
    const { executed, blocked } = await watchProbes(page);
    await signInByApi(page);
    await page.goto("/a/orders");
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    await page.evaluate((html) => document.body.insertAdjacentHTML("beforeend", html), VECTORS[0](0));
    await expect.poll(() => executed.size + blocked.length).toBeGreaterThan(0);
  });
});

for (const entry of PAGES) {
  test(`${entry.name}: every probe shows as text and none runs`, async ({ page }) => {
    test.setTimeout(90_000);
    const probes = new Map<string, string>();
    const probe: Probe = (label) => {
      if (!probes.has(label)) {
        const n = next++;
        probes.set(label, label.endsWith("url") ? `javascript:__xss(${n})` : VECTORS[n % VECTORS.length](n));
      }
      return probes.get(label)!;
    };
    const { executed, blocked } = await watchProbes(page);
    const records = new Records();
    const seen = new Set<string>();
    /** Notes the probes now in the page's visible text, an attribute or a field's value. */
    const look = async (until?: Locator) => {
      if (until) await expect(until.first()).toBeVisible({ timeout: 30_000 });
      const onScreen = await page.evaluate((payloads) => {
        const texts = [document.body.innerText];
        for (const el of document.querySelectorAll("*")) {
          for (const attr of el.attributes) texts.push(attr.value);
          if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) texts.push(el.value);
        }
        const all = texts.join("\n");
        return payloads.filter((p) => all.includes(p));
      }, [...probes.values()]);
      for (const p of onScreen) seen.add(p);
    };
    let javascriptLinks: string[] = [];
    try {
      await rewriteResponses(page, entry.rewrites?.(probe) ?? []);
      const url = await entry.open(probe, records);
      await signInByApi(page);
      await page.goto(url);
      await entry.reveal?.(page, probe, look);
      await expect
        .soft(async () => {
          await look();
          // rewritten answers ask for their probes when they arrive
          const missing = probes.size === 0 ? ["(none given yet)"] : [...probes].filter(([, p]) => !seen.has(p)).map(([label]) => label);
          expect(missing, "fields whose probe never showed").toEqual([]);
        })
        .toPass({ timeout: 20_000 });
      // An event handler that was let in fires within moments (an image's error, an SVG's load).
      await page.waitForTimeout(500);
      javascriptLinks = await page.evaluate(() =>
        [...document.querySelectorAll("a[href], area[href], iframe[src], form[action], [formaction], object[data], embed[src]")]
          .filter((el) => {
            const raw = ["href", "src", "action", "formaction", "data"].map((a) => el.getAttribute(a)).find((v) => v !== null) ?? "";
            return URL.parse(raw, location.href)?.protocol === "javascript:";
          })
          .map((el) => el.outerHTML.slice(0, 200)),
      );
      expect.soft([...executed], "probes that ran").toEqual([]);
      expect.soft(blocked, "probes let in as markup, stopped only by the Content-Security-Policy").toEqual([]);
      expect.soft(javascriptLinks, "links that would run script when clicked").toEqual([]);
    } finally {
      const result: PageResult = { page: entry.name, shown: seen.size, executed: executed.size, blocked: blocked.length, javascriptLinks: javascriptLinks.length };
      appendFileSync(resultsFile(), `${JSON.stringify(result)}\n`);
      await records.cleanup();
    }
  });
}
