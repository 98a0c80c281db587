// axe-core (WCAG 2.0/2.1 A and AA) on every page of the dashboard and every
// modal, menu and panel that opens on them, against the real server. The pages
// come from the sections (src/app/routes/sections.ts): each built page, and the
// placeholder of the planned ones once. No serious or critical violation is
// allowed; the tally (pages, modals, violations by impact and rule) is printed
// at the end of the run.
import AxeBuilder from "@axe-core/playwright";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { routePattern } from "@app/routes/section";
import { sections } from "@app/routes/sections";
import { COLOR_MODE_KEY } from "@app/theme/color-mode";
import { expect, test } from "@tests/e2e-shared/fixtures.ts";
import { submitSignIn } from "@tests/e2e-shared/pages.ts";
import { ADMIN, adminApi, anyOf, BACKEND_URL, createInvite, createUser, deleteUserAndInvites, NO_USAGE_PREFERENCES, uniqueEmail, UNAUTHORIZED } from "./backend.ts";
import { placeOrder } from "./orders.ts";

test.use({ allowedConsoleErrors: [anyOf(UNAUTHORIZED, NO_USAGE_PREFERENCES)] });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const IMPACTS = ["minor", "moderate", "serious", "critical"] as const;

// One line per check in the run's output folder: a failed test restarts the
// worker (and this module), the file keeps the whole run for the last test.
const tallyFile = () => join(test.info().project.outputDir, "axe-tally.jsonl");
interface Check {
  kind: "page" | "modal" | "dark";
  what: string;
  /** Nodes per "rule (impact)". */
  violations: Record<string, number>;
}

/**
 * Runs axe on the page as it is, or only on `within` (an opened modal or menu:
 * the page behind it has its own check), and records it; serious and critical
 * violations fail the test.
 */
async function audit(page: Page, what: string, kind: Check["kind"], within?: Locator) {
  // Chakra's open and close animations fade colours, which axe would measure mid-way.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const axe = new AxeBuilder({ page }).withTags(TAGS);
  if (within) await within.evaluate((el) => el.setAttribute("data-axe-within", ""));
  const { violations } = await (within ? axe.include("[data-axe-within]") : axe).analyze();
  const check: Check = { kind, what, violations: Object.fromEntries(violations.map((v) => [`${v.id} (${v.impact ?? "minor"})`, v.nodes.length])) };
  appendFileSync(tallyFile(), `${JSON.stringify(check)}\n`);
  const blocking = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(" ")} ${n.html.slice(0, 120)}: ${n.failureSummary?.split("\n")[1]?.trim() ?? v.help}`));
  expect.soft(blocking, `serious or critical axe violations on ${what}`).toEqual([]);
}

// The run's own records, removed afterwards.
const run = `${Date.now()}`;
// (the order is a fresh one, pending: orders cannot be deleted, and the seeded ones stay untouched)
const fixture = { product: "", collection: "", category: "", order: "", giftCard: "", draftOrder: "", customer: "", group: "", discount: "", priceList: "", returnReason: "", salesChannel: "", apiKey: "", region: "", shippingProfile: "", taxRate: "" };
/** The seeded region whose tax pages are opened (only read: its override is the run's own, for the run's product). */
const TAX_REGION = "reg_e2e_eu";

test.beforeAll(async () => {
  const { regions } = await adminApi<{ regions: { id: string }[] }>("GET", "/admin/regions?limit=1");
  const { product } = await adminApi<{ product: { id: string; variants: { id: string }[] } }>("POST", "/admin/products", {
    title: `E2E A11y Tee ${run}`,
    status: "draft",
    options: [{ title: "Size" }],
    variants: [{ title: "S", options: [{ value: "S" }], prices: [{ currency_code: "usd", amount: 1000 }, ...regions.slice(0, 1).map((r) => ({ region_id: r.id, amount: 1200 }))] }],
  });
  fixture.product = product.id;
  fixture.collection = (await adminApi<{ collection: { id: string } }>("POST", "/admin/collections", { title: `E2E A11y Collection ${run}` })).collection.id;
  await adminApi("POST", `/admin/collections/${fixture.collection}/products/batch`, { product_ids: [product.id] });
  fixture.category = (await adminApi<{ product_category: { id: string } }>("POST", "/admin/product-categories", { name: `E2E A11y Category ${run}` })).product_category.id;
  fixture.order = (await placeOrder()).id;
  fixture.giftCard = (await adminApi<{ gift_card: { id: string } }>("POST", "/admin/gift-cards", { region_id: "reg_e2e_eu", value: 2500, metadata: { note: `E2E A11y ${run}` } })).gift_card.id;
  fixture.draftOrder = (
    await adminApi<{ draft_order: { id: string } }>("POST", "/admin/draft-orders", {
      email: `e2e-a11y-${run}@example.com`,
      region_id: regions[0].id,
      items: [{ title: `E2E A11y Service ${run}`, unit_price: 5000, quantity: 1 }],
      shipping_methods: [],
    })
  ).draft_order.id;
  // (customers cannot be deleted through the admin API: this one keeps a unique email)
  fixture.customer = (
    await adminApi<{ customer: { id: string } }>("POST", "/admin/customers", { email: uniqueEmail("e2e-a11y-customer"), first_name: "Axe", last_name: "Customer", password: "a11y-password-1" })
  ).customer.id;
  fixture.group = (await adminApi<{ customer_group: { id: string } }>("POST", "/admin/customer-groups", { name: `E2E A11y Group ${run}` })).customer_group.id;
  await adminApi("POST", `/admin/customer-groups/${fixture.group}/customers/batch`, { customer_ids: [{ id: fixture.customer }] });
  fixture.discount = (
    await adminApi<{ discount: { id: string } }>("POST", "/admin/discounts", {
      code: `E2EA11Y${run}`,
      regions: [regions[0].id],
      rule: { type: "percentage", value: 10, allocation: "total", description: "E2E A11y" },
    })
  ).discount.id;
  fixture.priceList = (
    await adminApi<{ price_list: { id: string } }>("POST", "/admin/price-lists", {
      name: `E2E A11y Prices ${run}`,
      description: "E2E A11y",
      type: "sale",
      customer_groups: [{ id: fixture.group }],
      prices: [{ variant_id: product.variants[0].id, currency_code: "usd", amount: 900 }],
    })
  ).price_list.id;
  // a return reason with a sub-reason: the settings card's table nests them
  fixture.returnReason = (await adminApi<{ return_reason: { id: string } }>("POST", "/admin/return-reasons", { label: `E2E A11y Reason ${run}`, value: `e2e-a11y-${run}` })).return_reason.id;
  await adminApi("POST", "/admin/return-reasons", { label: `E2E A11y Sub-reason ${run}`, value: `e2e-a11y-${run}-sub`, parent_return_reason_id: fixture.returnReason });
  // a sales channel holding the product, and a publishable key scoped to it (its preview lists the product once published: a draft is listed by none)
  fixture.salesChannel = (await adminApi<{ sales_channel: { id: string } }>("POST", "/admin/sales-channels", { name: `E2E A11y Channel ${run}` })).sales_channel.id;
  await adminApi("POST", `/admin/sales-channels/${fixture.salesChannel}/products/batch`, { product_ids: [{ id: product.id }] });
  fixture.apiKey = (await adminApi<{ publishable_api_key: { id: string } }>("POST", "/admin/publishable-api-keys", { title: `E2E A11y Key ${run}` })).publishable_api_key.id;
  await adminApi("POST", `/admin/publishable-api-keys/${fixture.apiKey}/sales-channels/batch`, { sales_channel_ids: [{ id: fixture.salesChannel }] });
  // a region without countries (each belongs to one region only) with a shipping option: the region's page lists it
  fixture.region = (
    await adminApi<{ region: { id: string } }>("POST", "/admin/regions", {
      name: `E2E A11y Region ${run}`,
      currency_code: "eur",
      tax_rate: 0,
      payment_providers: ["manual"],
      fulfillment_providers: ["manual"],
      countries: [],
    })
  ).region.id;
  await adminApi("POST", "/admin/shipping-options", {
    name: `E2E A11y Option ${run}`,
    region_id: fixture.region,
    provider_id: "manual",
    data: { id: "manual-fulfillment" },
    price_type: "flat_rate",
    amount: 500,
  });
  // a custom shipping profile holding the run's product, and a tax-rate override for it
  fixture.shippingProfile = (await adminApi<{ shipping_profile: { id: string } }>("POST", "/admin/shipping-profiles", { name: `E2E A11y Profile ${run}`, type: "custom" })).shipping_profile.id;
  await adminApi("POST", `/admin/shipping-profiles/${fixture.shippingProfile}`, { products: [fixture.product] });
  fixture.taxRate = (
    await adminApi<{ tax_rate: { id: string } }>("POST", "/admin/tax-rates", { region_id: TAX_REGION, name: `E2E A11y Rate ${run}`, code: "A11Y", rate: 5, products: [fixture.product] })
  ).tax_rate.id;
});

test.afterAll(async () => {
  if (fixture.taxRate) await adminApi("DELETE", `/admin/tax-rates/${fixture.taxRate}`);
  if (fixture.product) await adminApi("DELETE", `/admin/products/${fixture.product}`);
  if (fixture.shippingProfile) await adminApi("DELETE", `/admin/shipping-profiles/${fixture.shippingProfile}`);
  if (fixture.collection) await adminApi("DELETE", `/admin/collections/${fixture.collection}`);
  if (fixture.category) await adminApi("DELETE", `/admin/product-categories/${fixture.category}`);
  if (fixture.giftCard) await adminApi("DELETE", `/admin/gift-cards/${fixture.giftCard}`);
  if (fixture.draftOrder) await adminApi("DELETE", `/admin/draft-orders/${fixture.draftOrder}`);
  if (fixture.priceList) await adminApi("DELETE", `/admin/price-lists/${fixture.priceList}`);
  if (fixture.discount) await adminApi("DELETE", `/admin/discounts/${fixture.discount}`);
  if (fixture.group) await adminApi("DELETE", `/admin/customer-groups/${fixture.group}`);
  // (its sub-reason goes with it)
  if (fixture.returnReason) await adminApi("DELETE", `/admin/return-reasons/${fixture.returnReason}`);
  if (fixture.apiKey) await adminApi("DELETE", `/admin/publishable-api-keys/${fixture.apiKey}`);
  if (fixture.salesChannel) await adminApi("DELETE", `/admin/sales-channels/${fixture.salesChannel}`);
  if (fixture.region) {
    const { shipping_options } = await adminApi<{ shipping_options: { id: string }[] }>("GET", `/admin/shipping-options?region_id=${fixture.region}`);
    for (const option of shipping_options) await adminApi("DELETE", `/admin/shipping-options/${option.id}`);
    await adminApi("DELETE", `/admin/regions/${fixture.region}`);
  }
});

/** The session cookie, set by the API: the pages open signed in without going through the form each time. */
async function signIn(page: Page) {
  const res = await page.request.post(`${BACKEND_URL}/admin/auth`, { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.ok()).toBe(true);
}

/**
 * Opens a dashboard page and waits until its content (not a spinner or
 * skeleton) is shown; for a check of the whole page, until nothing more loads.
 */
async function open(page: Page, path: string, { settled = true } = {}) {
  await page.goto(path);
  // a page, or a create wizard opened over its list (/a/discounts/new)
  await expect(page.getByRole("heading", { level: 1 }).or(page.getByRole("dialog")).first()).toBeVisible();
  if (settled) await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true], .chakra-skeleton, .chakra-spinner")).toHaveCount(0);
}

// Detail pages open the run's own records.
const ids: Record<string, () => string | Record<string, string>> = {
  "/a/products/:id": () => fixture.product,
  "/a/collections/:id": () => fixture.collection,
  "/a/orders/:id": () => fixture.order,
  "/a/gift-cards/:id": () => fixture.giftCard,
  "/a/draft-orders/:id": () => fixture.draftOrder,
  "/a/customers/:id": () => fixture.customer,
  "/a/customers/groups/:id": () => fixture.group,
  "/a/discounts/:id": () => fixture.discount,
  "/a/pricing/:id": () => fixture.priceList,
  "/a/settings/sales-channels/:id": () => fixture.salesChannel,
  "/a/settings/publishable-api-keys/:id": () => fixture.apiKey,
  "/a/settings/regions/:id": () => fixture.region,
  "/a/settings/shipping/:id": () => fixture.shippingProfile,
  "/a/settings/taxes/:id": () => TAX_REGION,
  "/a/settings/taxes/:id/rates/:rateId": () => ({ id: TAX_REGION, rateId: fixture.taxRate }),
};

/** The address to open: a detail page with the run's record (a new detail page needs one here). */
function address(pattern: string) {
  if (!pattern.includes(":")) return pattern;
  const id = ids[pattern];
  if (!id) throw new Error(`no record of the run to open ${pattern}: add one to the fixture and to ids`);
  const given = id();
  const params: Record<string, string> = typeof given === "string" ? { id: given } : given;
  return pattern.replace(/:(\w+)/g, (_, name: string) => params[name]);
}

const routes = sections.flatMap((section) =>
  Object.values(section.routes).map((route) => ({ pattern: routePattern(section, route), built: Boolean(route.page), flag: section.flag })),
);
// the placeholder once, on a section this server has (a flagged one may show "turned off" instead)
const placeholder = routes.find((r) => !r.built && !r.flag);

/** The flags and modules the server has on: a flagged page is audited where it shows (inventory mode audits its own, @inventory). */
async function serverFlags() {
  const { store } = await adminApi<{ store: { feature_flags: { key: string; value: boolean }[]; modules?: { module: string }[] } }>("GET", "/admin/store");
  return new Set([...store.feature_flags.filter((f) => f.value).map((f) => f.key), ...(store.modules ?? []).map((m) => m.module)]);
}

const adminPagesOf = (flags: Set<string>) =>
  [...routes.filter((r) => r.built && (!r.flag || flags.has(r.flag))), ...(placeholder ? [placeholder] : [])].map((r) => r.pattern);

test("every page of the dashboard", async ({ page }) => {
  const adminPages = adminPagesOf(await serverFlags());
  test.setTimeout(30_000 + adminPages.length * 10_000);
  await signIn(page);
  for (const pattern of adminPages) {
    await test.step(pattern, async () => {
      await open(page, address(pattern));
      await audit(page, pattern, "page");
    });
  }
});

/** The main pages again in dark mode: each semantic colour has a dark value, whose contrast is checked here. */
const darkPages: [what: string, path: () => string][] = [
  ["sign-in", () => "/login"],
  ["orders list", () => "/a/orders"],
  ["product page", () => `/a/products/${fixture.product}`],
  ["settings", () => "/a/settings"],
];
const DARK_CHECKS = darkPages.length + 1;

test("the main pages in dark mode", async ({ page }) => {
  test.setTimeout(30_000 + DARK_CHECKS * 10_000);
  // the saved choice (src/app/theme/color-mode.ts), applied before the first paint
  await page.addInitScript((key) => localStorage.setItem(key, "dark"), COLOR_MODE_KEY);
  for (const [what, path] of darkPages) {
    await test.step(what, async () => {
      if (path() === "/login") {
        await page.goto("/login");
        await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
        await signIn(page);
      } else await open(page, path());
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await audit(page, `${what} (dark)`, "dark");
    });
  }
  await test.step("the user menu", async () => {
    await page.getByTestId("signed-in-user").click();
    await expect(page.getByRole("menuitemradio", { name: "Dark" })).toBeChecked();
    await audit(page, "user menu (dark)", "dark");
  });
});

/** Before signing in: address (a function of the invite's token) and heading; then the sign-in form showing its errors. */
const publicPages: [path: (invite: string) => string, heading: string][] = [
  [() => "/login", "Sign in"],
  [() => "/reset-password", "Reset your password"],
  [() => `/reset-password?${new URLSearchParams({ token: "x.y.z", email: "someone@example.com" })}`, "Choose a new password"],
  [(token) => `/invite?${new URLSearchParams({ token })}`, "Join the team"],
];
const PUBLIC_PAGES = publicPages.length + 1;

test("the pages before signing in: sign-in, password reset (both steps), invitation", async ({ page }) => {
  const email = uniqueEmail("e2e-a11y-invitee");
  try {
    const token = await createInvite(email);
    for (const [path, heading] of publicPages) {
      await test.step(heading, async () => {
        await page.goto(path(token));
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
        await audit(page, heading, "page");
      });
    }
    await test.step("the sign-in form with its errors", async () => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByTestId("form-errors").first()).toBeVisible();
      await audit(page, "sign-in with errors", "page");
    });
  } finally {
    await deleteUserAndInvites(email);
  }
});

test("the usage-data question on a first sign-in", async ({ page }) => {
  const user = { email: uniqueEmail("e2e-a11y-usage"), password: "a11y-password-1", first_name: "Axe", last_name: "Core" };
  await createUser(user);
  try {
    await page.goto("/login");
    await submitSignIn(page, user.email, user.password);
    await expect(page.getByRole("dialog", { name: "Help us get better" })).toBeVisible();
    await audit(page, "usage-data overlay", "modal");
  } finally {
    await deleteUserAndInvites(user.email);
  }
});

interface ModalCase {
  name: string;
  /** Opens it; returns what must show (a dialog, a menu, a panel). */
  open: (page: Page) => Promise<Locator>;
}

const button = (page: Page, name: string | RegExp) => page.getByRole("button", { name, exact: typeof name === "string" });
const dialog = (page: Page) => page.getByRole("dialog").or(page.getByRole("alertdialog")).last();
const opensDialog = (name: string | RegExp) => async (page: Page) => {
  await button(page, name).click();
  return dialog(page);
};
/** Chooses an item of a page's actions menu (the menu and its button share their name). */
const menuAction = (menu: string, name: string) => async (page: Page) => {
  await button(page, menu).click();
  await page.getByRole("menu", { name: menu }).getByRole("menuitem", { name, exact: true }).click();
  return dialog(page);
};
const productAction = (name: string) => menuAction("Product actions", name);
/** Ticks the first row of the list and starts a bulk action. */
const bulk = (action: string) => async (page: Page) => {
  await page.getByRole("table").getByRole("row").nth(1).getByRole("checkbox").check({ force: true });
  await page.getByRole("region", { name: "Actions on selected rows" }).getByRole("button", { name: action }).click();
  return dialog(page);
};

const modals: { name: string; path: () => string; cases: ModalCase[] }[] = [
  {
    name: "products list",
    path: () => "/a/products",
    cases: [
      { name: "filters", open: opensDialog("Filters") },
      { name: "columns", open: opensDialog("Columns") },
      { name: "import", open: opensDialog("Import products") },
      { name: "export", open: opensDialog("Export products") },
      {
        name: "save view",
        open: async (page) => {
          await page.getByRole("searchbox", { name: "Search" }).fill("Tee");
          await expect(button(page, "Save view")).toBeEnabled();
          return opensDialog("Save view")(page);
        },
      },
      { name: "bulk delete", open: bulk("Delete") },
      { name: "bulk add to collection", open: bulk("Add to collection") },
    ],
  },
  {
    name: "orders list",
    path: () => "/a/orders",
    cases: [
      { name: "filters", open: opensDialog("Filters") },
      {
        name: "global search with results",
        open: async (page) => {
          await button(page, "Search").click();
          await page.getByRole("combobox", { name: "Search the store" }).fill("Tee");
          await expect(page.getByRole("group", { name: "Products" })).toBeVisible();
          return dialog(page);
        },
      },
      {
        name: "keyboard shortcuts",
        open: async (page) => {
          await page.keyboard.press("?");
          return page.getByRole("dialog", { name: "Keyboard shortcuts" });
        },
      },
      { name: "columns", open: opensDialog("Columns") },
      { name: "export", open: opensDialog("Export orders") },
      { name: "user menu", open: async (page) => (await page.getByTestId("signed-in-user").click(), page.getByRole("menu")) },
      { name: "notifications centre", open: opensDialog(/^Notifications/) },
    ],
  },
  {
    name: "order page",
    path: () => `/a/orders/${fixture.order}`,
    cases: [
      { name: "actions menu", open: async (page) => (await button(page, "Order actions").click(), page.getByRole("menu", { name: "Order actions" })) },
      ...["Mark as completed", "Cancel order"].map((name) => ({ name: `${name} confirmation`, open: menuAction("Order actions", name) })),
      { name: "customer actions menu", open: async (page) => (await button(page, "Customer actions").click(), page.getByRole("menu", { name: "Customer actions" })) },
      ...["Edit email", "Edit shipping address", "Edit billing address", "Transfer to another customer"].map((name) => ({ name, open: menuAction("Customer actions", name) })),
    ],
  },
  { name: "draft orders list", path: () => "/a/draft-orders", cases: [{ name: "create wizard", open: opensDialog("Create draft order") }] },
  {
    name: "draft order page",
    path: () => `/a/draft-orders/${fixture.draftOrder}`,
    cases: [
      { name: "mark as paid", open: opensDialog("Mark as paid") },
      { name: "delete", open: opensDialog("Delete") },
    ],
  },
  {
    name: "product page",
    path: () => `/a/products/${fixture.product}`,
    cases: [
      { name: "actions menu", open: async (page) => (await button(page, "Product actions").click(), page.getByRole("menu", { name: "Product actions" })) },
      ...["Edit general information", "Edit organisation", "Edit attributes", "Edit sales channels", "Edit metadata"].map((name) => ({ name, open: productAction(name) })),
      { name: "delete confirmation", open: productAction("Delete product") },
      { name: "price grid", open: opensDialog("Edit prices") },
      { name: "add option", open: opensDialog("Add option") },
      { name: "rename option", open: opensDialog("Edit option Size") },
      { name: "delete option", open: opensDialog("Delete option Size") },
      { name: "add variant", open: opensDialog("Add variant") },
      { name: "edit variant", open: opensDialog("Edit S") },
      { name: "delete variant", open: opensDialog("Delete S") },
    ],
  },
  { name: "new product", path: () => "/a/products/new", cases: [{ name: "an option added", open: async (page) => (await button(page, "Add an option").click(), page.getByRole("table", { name: "Variants" }).or(page.getByRole("textbox", { name: /^Option/ }))) }] },
  {
    name: "collections list",
    path: () => "/a/collections",
    cases: [
      { name: "create", open: opensDialog("New collection") },
      { name: "bulk delete", open: bulk("Delete") },
    ],
  },
  {
    name: "collection page",
    path: () => `/a/collections/${fixture.collection}`,
    cases: [
      { name: "edit", open: opensDialog("Edit") },
      {
        name: "unsaved changes question",
        open: async (page) => {
          await button(page, "Edit").click();
          await dialog(page).getByRole("textbox", { name: /^Title/ }).fill("Changed");
          await page.keyboard.press("Escape");
          return page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
        },
      },
      { name: "delete", open: opensDialog("Delete") },
      { name: "add products", open: opensDialog("Add products") },
    ],
  },
  { name: "gift cards", path: () => "/a/gift-cards", cases: [{ name: "custom gift card", open: opensDialog("Custom gift card") }] },
  {
    name: "gift card page",
    path: () => `/a/gift-cards/${fixture.giftCard}`,
    cases: [
      { name: "edit balance", open: opensDialog("Edit balance") },
      { name: "edit expiry", open: opensDialog("Edit expiry date") },
      { name: "disable", open: opensDialog("Disable") },
    ],
  },
  {
    name: "categories",
    path: () => "/a/product-categories",
    cases: [
      { name: "create", open: opensDialog("Add category") },
      ...["menu", "Products", "Edit", "Add sub-category", "Delete"].map((item) => ({
        name: `category ${item}`,
        open: async (page: Page) => {
          await button(page, `Actions for E2E A11y Category ${run}`).click();
          const menu = page.getByRole("menu");
          if (item === "menu") return menu;
          await menu.getByRole("menuitem", { name: item }).click();
          return dialog(page);
        },
      })),
    ],
  },
  {
    name: "team settings",
    path: () => "/a/settings/team",
    cases: [
      { name: "invite", open: opensDialog("Invite user") },
      { name: "edit user", open: opensDialog(`Edit ${ADMIN.name}`) },
    ],
  },
  {
    name: "currencies settings",
    path: () => "/a/settings/currencies",
    cases: [
      { name: "change default", open: opensDialog("Change") },
      { name: "add currencies", open: opensDialog("Add currencies") },
    ],
  },
  {
    name: "return reasons",
    path: () => "/a/settings/return-reasons",
    cases: [
      { name: "create", open: opensDialog("Add return reason") },
      ...["menu", "Edit", "Add sub-reason", "Delete"].map((item) => ({
        name: `reason ${item}`,
        open: async (page: Page) => {
          const menu = `Actions for E2E A11y Reason ${run}`;
          if (item === "menu") return (await button(page, menu).click(), page.getByRole("menu", { name: menu }));
          return menuAction(menu, item)(page);
        },
      })),
    ],
  },
  { name: "regions settings", path: () => "/a/settings/regions", cases: [{ name: "new region", open: opensDialog("New region") }] },
  {
    name: "region page",
    path: () => `/a/settings/regions/${fixture.region}`,
    cases: [
      { name: "edit region", open: opensDialog("Edit region") },
      { name: "add shipping option", open: opensDialog("Add shipping option") },
    ],
  },
  { name: "profile", path: () => "/a/settings/personal-information", cases: [{ name: "replace API token", open: opensDialog("Replace API token") }] },
  { name: "sales channels", path: () => "/a/settings/sales-channels", cases: [{ name: "create", open: opensDialog("New sales channel") }] },
  {
    name: "sales channel page",
    path: () => `/a/settings/sales-channels/${fixture.salesChannel}`,
    cases: [
      ...["Edit", "Disable", "Delete", "Add products"].map((name) => ({ name, open: opensDialog(name) })),
      { name: "bulk remove", open: bulk("Remove") },
    ],
  },
  { name: "publishable keys", path: () => "/a/settings/publishable-api-keys", cases: [{ name: "create", open: opensDialog("New publishable key") }] },
  {
    name: "publishable key page",
    path: () => `/a/settings/publishable-api-keys/${fixture.apiKey}`,
    cases: [
      ...["Edit", "Revoke", "Delete", "Add sales channels"].map((name) => ({ name, open: opensDialog(name) })),
      { name: "remove a channel", open: opensDialog(`Remove E2E A11y Channel ${run}`) },
    ],
  },
  { name: "shipping profiles", path: () => "/a/settings/shipping", cases: [{ name: "create", open: opensDialog("Create profile") }] },
  {
    name: "shipping profile page",
    path: () => `/a/settings/shipping/${fixture.shippingProfile}`,
    cases: [
      { name: "rename", open: opensDialog("Edit name") },
      { name: "delete", open: opensDialog("Delete") },
      { name: "add products", open: opensDialog("Add products") },
      { name: "remove a product", open: opensDialog(`Remove E2E A11y Tee ${run}`) },
    ],
  },
  {
    name: "region's taxes",
    path: () => `/a/settings/taxes/${TAX_REGION}`,
    cases: [
      { name: "edit defaults", open: opensDialog("Edit") },
      { name: "add override", open: opensDialog("Add override") },
    ],
  },
  {
    name: "tax-rate override page",
    path: () => `/a/settings/taxes/${TAX_REGION}/rates/${fixture.taxRate}`,
    cases: [
      { name: "edit", open: opensDialog("Edit") },
      { name: "delete", open: opensDialog("Delete") },
      ...["Add product types", "Add products", "Add shipping options"].map((name) => ({ name: name.toLowerCase(), open: opensDialog(name) })),
      { name: "remove a product", open: opensDialog(`Remove E2E A11y Tee ${run}`) },
    ],
  },
];

for (const { name, path, cases } of modals) {
  test(`the modals of the ${name}`, async ({ page }) => {
    test.setTimeout(30_000 + cases.length * 10_000);
    await signIn(page);
    for (const c of cases) {
      await test.step(c.name, async () => {
        await open(page, path(), { settled: false });
        const shown = await c.open(page);
        await expect(shown).toBeVisible();
        await audit(page, `${path()}: ${c.name}`, "modal", shown);
      });
    }
  });
}

test("the tally: every page and modal was checked", async () => {
  const adminPages = adminPagesOf(await serverFlags());
  const lines = existsSync(tallyFile()) ? readFileSync(tallyFile(), "utf8").trim().split("\n").map((line) => JSON.parse(line) as Check) : [];
  // A retried test checks its pages again: each counts once, as last seen.
  const checks = [...new Map(lines.map((c) => [`${c.kind} ${c.what}`, c])).values()];
  const count = (kind: Check["kind"]) => checks.filter((c) => c.kind === kind).length;
  const byRule = new Map<string, number>();
  for (const c of checks) for (const [rule, n] of Object.entries(c.violations)) byRule.set(rule, (byRule.get(rule) ?? 0) + n);
  const byImpact = IMPACTS.map((impact) => `${impact} ${[...byRule].filter(([rule]) => rule.endsWith(`(${impact})`)).reduce((sum, [, n]) => sum + n, 0)}`);
  console.log(
    [
      `[axe] ${count("page")} pages × ${count("modal")} modals, ${count("dark")} in dark mode checked (${TAGS.join(", ")})`,
      `[axe] violations by impact: ${byImpact.join(", ")}`,
      ...[...byRule].sort((a, b) => b[1] - a[1]).map(([rule, n]) => `[axe]   ${rule}: ${n}`),
    ].join("\n"),
  );
  expect(count("page"), "pages checked").toBe(adminPages.length + PUBLIC_PAGES);
  // the modals of each page, and the usage-data question
  expect(count("modal"), "modals checked").toBe(modals.reduce((sum, m) => sum + m.cases.length, 1));
  expect(count("dark"), "dark-mode checks").toBe(DARK_CHECKS);
});
