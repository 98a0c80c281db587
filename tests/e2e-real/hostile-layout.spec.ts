// Hostile data, the layout: texts a store can hold that break pages built for
// short words (2 000 characters without a space, right-to-left script in a
// left-to-right page, emoji sequences, zero-width and combining characters).
// Each page must not scroll sideways and keep its main actions on screen and
// clickable. Screenshots go to the run's output folder (hostile-layout/).
import { join } from "node:path";
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { adminApi, uniqueEmail } from "./backend.ts";
import { Records, rewriteResponses, type Rewrite, signInByApi } from "./hostile.ts";
import { getOrder, placeOrder } from "./orders.ts";

const run = Date.now();
// what an editor pasted: one "word" of 2 000 characters
const LONG = `Unbreakable${"Supercalifragilistic".repeat(100)}`.slice(0, 2000);
// Arabic and Hebrew with a right-to-left override, which reverses what follows it unless isolated
const RTL = "\u202Eقميص قطني عضوي بأكمام طويلة — שמלת קיץ כחולה ארוכה\u202C";
// emoji sequences (joiners, skin tones, flags), zero-width characters and stacked combining marks
const EMOJI = `👩🏽‍💻🧑‍🤝‍🧑🏳️‍🌈🇯🇵\u200B\u200D\uFEFF${"Z̸̢̛̤̈́a̷̗͊l̵̰̓g̶̱̈o̵̘͝".repeat(20)}${"🦄\u200B".repeat(150)}`;

const TEXTS = { long: LONG, rtl: RTL, emoji: EMOJI };
type Kind = keyof typeof TEXTS;
const KINDS = Object.keys(TEXTS) as Kind[];

const records = new Records();
const products = {} as Record<Kind, string>;
const collections = {} as Record<Kind, string>;
const orders = {} as Record<Kind, string>;
const drafts = {} as Record<Kind, string>;
// A teammate whose names are the long word (the team list searched for them).
const teammate = uniqueEmail("e2e-hostile-teammate");
// A sales channel named by the long word (described in right-to-left script), and a key titled by it, scoped to it.
const scoping = { channel: "", key: "" };

// A product with a plain short title, listed among the run's hostile ones (a seeded one may be pushed off the first page by journeys running beside this one).
const PLAIN = `Mug ${String(run).slice(-4)}`;

test.beforeAll(async () => {
  await records.create("/admin/users", "user", { email: teammate, password: "hostile-password-1", first_name: LONG, last_name: LONG });
  await records.create("/admin/products", "product", { title: PLAIN, status: "draft" });
  for (const kind of KINDS) {
    const text = TEXTS[kind];
    const collection = await records.create("/admin/collections", "collection", { title: text, handle: `${text}-${run}` });
    collections[kind] = collection.id;
    const product = await records.create("/admin/products", "product", {
      title: text,
      subtitle: text,
      handle: `${text}-${kind}-${run}`,
      description: `${text} ${text}`,
      material: text,
      hs_code: text,
      status: "draft",
      collection_id: collection.id,
      metadata: { [text]: text },
      options: [{ title: text }],
      variants: [{ title: text, sku: `${text}-${run}`, prices: [{ currency_code: "usd", amount: 1000 }], options: [{ value: text }] }],
    });
    products[kind] = product.id;
    // A fresh order (never the seeded ones): its new customer's name and its shipping address.
    const order = await placeOrder();
    await adminApi("POST", `/admin/orders/${order.id}`, {
      shipping_address: { first_name: text, last_name: text, address_1: text, city: text, postal_code: "10115", country_code: "de" },
    });
    const { customer_id } = await getOrder<{ customer_id: string }>(order.id);
    await adminApi("POST", `/admin/customers/${customer_id}`, { first_name: text, last_name: text });
    orders[kind] = order.id;
    const draft = await records.create("/admin/draft-orders", "draft_order", {
      email: `hostile-${kind}-${run}@example.com`,
      region_id: "reg_e2e_na",
      items: [{ title: text, unit_price: 1000, quantity: 1 }],
      shipping_methods: [],
      shipping_address: { first_name: text, last_name: text, address_1: text, city: text, postal_code: "10001", country_code: "us" },
    });
    drafts[kind] = draft.id;
    const reason = await records.create("/admin/return-reasons", "return_reason", { label: text, value: `${text}-${run}`, description: text });
    await records.create("/admin/return-reasons", "return_reason", { label: text, value: `${text}-${run}-sub`, description: text, parent_return_reason_id: reason.id });
  }
  scoping.channel = (await records.create("/admin/sales-channels", "sales_channel", { name: LONG, description: RTL })).id;
  scoping.key = (await records.create("/admin/publishable-api-keys", "publishable_api_key", { title: LONG })).id;
  await adminApi("POST", `/admin/publishable-api-keys/${scoping.key}/sales-channels/batch`, { sales_channel_ids: [{ id: scoping.channel }] });
});

test.afterAll(async () => {
  await records.cleanup();
});

/** A page of the layout run: its address and what must stay usable on it. */
interface LayoutPage {
  name: string;
  url: () => string;
  /** Shown once the page's records are (the hostile text itself, or a sign of it). */
  loaded: (page: Page) => Locator;
  actions: (page: Page) => Locator[];
  /** Ordinary texts beside the hostile ones: they keep their one line (a column squeezed to a letter would not). */
  oneLine?: (page: Page) => Locator[];
  /** Hostile texts written into the page's answers, for records shared by every test (the store). */
  rewrites?: Rewrite[];
}

const productDetail = (kind: Kind): LayoutPage => ({
  name: `product detail, ${kind}`,
  url: () => `/a/products/${products[kind]}`,
  loaded: (page) => page.getByRole("heading", { level: 1 }),
  actions: (page) => [
    page.getByRole("button", { name: "Product actions" }),
    page.getByRole("button", { name: "Edit general information" }),
    page.getByRole("button", { name: "Edit prices" }),
  ],
});

const collectionDetail = (kind: Kind): LayoutPage => ({
  name: `collection detail, ${kind}`,
  url: () => `/a/collections/${collections[kind]}`,
  loaded: (page) => page.getByRole("heading", { level: 1 }),
  actions: (page) => [
    page.getByRole("button", { name: "Edit", exact: true }),
    page.getByRole("button", { name: "Delete", exact: true }),
    page.getByRole("button", { name: "Add products" }),
  ],
});

const orderDetail = (kind: Kind): LayoutPage => ({
  name: `order detail, ${kind}`,
  url: () => `/a/orders/${orders[kind]}`,
  loaded: (page) => page.getByRole("region", { name: "Customer" }).getByText(TEXTS[kind].slice(0, 40)),
  actions: (page) => [page.getByRole("button", { name: "Order actions" }), page.getByRole("button", { name: "Copy the order number" })],
});

const draftDetail = (kind: Kind): LayoutPage => ({
  name: `draft order detail, ${kind}`,
  url: () => `/a/draft-orders/${drafts[kind]}`,
  loaded: (page) => page.getByRole("region", { name: "Summary" }).getByText(TEXTS[kind].slice(0, 40)),
  actions: (page) => [page.getByRole("button", { name: "Mark as paid" }), page.getByRole("button", { name: "Delete", exact: true })],
});

const PAGES: LayoutPage[] = [
  {
    name: "products list",
    url: () => "/a/products?order=-created_at",
    loaded: (page) => page.getByRole("table", { name: "Products" }).getByRole("row").filter({ hasText: LONG.slice(0, 40) }),
    actions: (page) => [
      page.getByRole("link", { name: "New product" }),
      page.getByRole("button", { name: "Import products" }),
      page.getByRole("button", { name: "Export products" }),
      page.getByRole("searchbox", { name: "Search" }),
    ],
    oneLine: (page) => [page.getByRole("table", { name: "Products" }).getByText(PLAIN, { exact: true })],
  },
  ...KINDS.map(productDetail),
  {
    name: "collections list",
    url: () => "/a/collections?order=-created_at",
    loaded: (page) => page.getByRole("table", { name: "Collections" }).getByRole("row").filter({ hasText: LONG.slice(0, 40) }),
    actions: (page) => [page.getByRole("button", { name: "New collection" }), page.getByRole("searchbox", { name: "Search" })],
  },
  ...KINDS.map(collectionDetail),
  {
    name: "orders list",
    url: () => "/a/orders",
    loaded: (page) => page.getByRole("table", { name: "Orders" }).getByRole("row").filter({ hasText: LONG.slice(0, 40) }),
    actions: (page) => [
      page.getByRole("button", { name: "Export orders" }),
      page.getByRole("button", { name: "Filters" }),
      page.getByRole("searchbox", { name: "Search" }),
    ],
  },
  ...KINDS.map(orderDetail),
  ...KINDS.map(draftDetail),
  {
    name: "return reasons settings",
    url: () => "/a/settings/return-reasons",
    loaded: (page) => page.getByRole("table", { name: "Return reasons" }).getByRole("row").filter({ hasText: LONG.slice(0, 40) }),
    actions: (page) => [
      page.getByRole("button", { name: "Add return reason" }),
      ...KINDS.map((kind) => page.getByRole("button", { name: `Actions for ${TEXTS[kind]}`, exact: true }).first()),
    ],
  },
  {
    name: "sales channel detail, long",
    url: () => `/a/settings/sales-channels/${scoping.channel}`,
    loaded: (page) => page.getByRole("heading", { level: 1 }),
    actions: (page) => ["Edit", "Disable", "Delete", "Add products"].map((name) => page.getByRole("button", { name, exact: true })),
  },
  {
    name: "publishable key detail, long",
    url: () => `/a/settings/publishable-api-keys/${scoping.key}`,
    loaded: (page) => page.getByRole("region", { name: "Sales channels" }).getByRole("link", { name: LONG }),
    actions: (page) => [
      ...["Edit", "Revoke", "Delete", "Add sales channels"].map((name) => page.getByRole("button", { name, exact: true })),
      page.getByRole("button", { name: `Remove ${LONG}` }),
      page.getByRole("button", { name: `Copy the key of ${LONG}` }),
    ],
  },
  {
    name: "team settings",
    url: () => `/a/settings/team?${new URLSearchParams({ q: teammate })}`,
    loaded: (page) => page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: LONG.slice(0, 40) }),
    actions: (page) => [page.getByRole("button", { name: "Invite user" }), page.getByRole("searchbox", { name: "Search" })],
  },
  {
    name: "store details",
    url: () => "/a/settings/details",
    rewrites: [
      {
        path: "/admin/store",
        edit: ({ store }) => {
          store.name = LONG;
          store.swap_link_template = `${LONG}/{cart_id}`;
          store.payment_link_template = RTL;
          store.invite_link_template = EMOJI;
          store.metadata = { [LONG]: EMOJI };
        },
      },
    ],
    loaded: (page) => page.getByText(`Example: ${LONG.slice(0, 40)}`),
    actions: (page) => [page.getByRole("button", { name: "Add a row" }), page.getByRole("textbox", { name: "Exchange payment link" })],
  },
  {
    name: "currencies",
    url: () => "/a/settings/currencies",
    rewrites: [{ path: "/admin/store", edit: ({ store }) => store.currencies.forEach((c: { name: string }, i: number) => (c.name = [LONG, RTL, EMOJI][i % 3])) }],
    loaded: (page) => page.getByRole("table", { name: "Store currencies" }).getByText(LONG.slice(0, 40)),
    actions: (page) => [page.getByRole("button", { name: "Add currencies" }), page.getByRole("button", { name: "Change", exact: true })],
  },
];

for (const entry of PAGES) {
  test(`${entry.name}: no sideways scrolling, main actions usable`, async ({ page }) => {
    await signInByApi(page);
    if (entry.rewrites) await rewriteResponses(page, entry.rewrites);
    await page.goto(entry.url());
    await expect(entry.loaded(page).first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: join(test.info().project.outputDir, "hostile-layout", `${entry.name.replace(/[^a-z]+/gi, "-")}.png`), fullPage: true });
    const layout = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const clipped = (el: Element) => {
        for (let a = el.parentElement; a; a = a.parentElement) if (getComputedStyle(a).overflowX !== "visible") return a.getBoundingClientRect().right <= width;
        return false;
      };
      const sticksOut = (el: Element) => el.getBoundingClientRect().right > width + 1 && !clipped(el);
      // the innermost elements past the right edge: what to fix
      const culprits = [...document.body.querySelectorAll("*")].filter((el) => sticksOut(el) && ![...el.children].some(sticksOut));
      return { scrollWidth: document.documentElement.scrollWidth, width, culprits: culprits.slice(0, 5).map((el) => el.outerHTML.slice(0, 160)) };
    });
    expect.soft(layout.scrollWidth, `the page's width (no sideways scrolling); past the edge: ${layout.culprits.join("\n")}`).toBeLessThanOrEqual(layout.width);
    for (const action of entry.actions(page)) {
      // the action receives the click itself (nothing drawn over it), without doing it; scrolled to vertically if need be
      await action.click({ trial: true, timeout: 5_000 });
      const box = await action.boundingBox();
      expect.soft(box && box.x >= 0 && box.x + box.width <= layout.width, `${action} within the page's width`).toBe(true);
    }
    for (const text of entry.oneLine?.(page) ?? []) {
      const lines = await text.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
      expect.soft(lines, `${text} on one line`).toBeLessThan(1.5);
    }
  });
}
