// The browser side of the measurements: the system Chromium (CHROMIUM_PATH
// overrides it, as in tests/e2e-shared/browser.ts), and in-page marks.
//
// A mark is the page's own performance.now() (ms since its navigation start)
// at the first DOM change after which the element is in the document with a
// non-empty box and not visibility:hidden (Playwright's "visible"); it is
// taken by a MutationObserver, so it is the moment React committed it, before
// the frame is painted, and does not depend on how often Playwright polls.
import { existsSync } from "node:fs";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright";

const executable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const launch = () =>
  chromium.launch({
    executablePath: existsSync(executable) ? executable : undefined,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });

/** What the marks look for in our dashboard. */
export const TARGETS = {
  /** The login form's Email input. */
  loginForm: 'input[type="email"][name="email"]',
  /** A cell of the first data row (skeleton rows are aria-hidden). */
  orderRow: 'table[aria-label="Orders"] > tbody > tr:not([aria-hidden]) > td',
  productRow: 'table[aria-label="Products"] > tbody > tr:not([aria-hidden]) > td',
  customerRow: 'table[aria-label="Customers"] > tbody > tr:not([aria-hidden]) > td',
  /** A result group of the global search (ours only: search.ts). */
  searchGroup: '[role="dialog"] [role="listbox"] [role="group"][data-testid^="search-group-"]',
  /** The order page's Summary section (ours only: orders.ts). */
  orderSummary: 'main section[aria-label="Summary"]',
};
export type Target = keyof typeof TARGETS;
/** What a dashboard's marks look for: v1's admin is measured only on pages.ts's. */
export type Targets = Partial<Record<Target, string>>;

/**
 * The same in the official v1 admin (@medusajs/admin-ui 2.1.18, read from its
 * DOM): the login form's `<input name="email">` (placeholder "Email", no
 * type); both lists are `table[role=table]` whose body rows appear with the
 * data (a spinner overlays the table meanwhile), and only the orders list's
 * rows carry the class "group" (ui/src/components/templates/order-table vs
 * product-table).
 */
export const V1_TARGETS: Targets = {
  loginForm: 'form input[name="email"]',
  orderRow: 'table[role="table"] > tbody > tr.group[role="row"] > td',
  productRow: 'table[role="table"] > tbody > tr[role="row"]:not(.group) > td',
};

interface BenchState {
  marks: Partial<Record<Target, number>>;
  /** event.timeStamp (same clock as performance.now()) of every click, in order. */
  clicks: number[];
}
type BenchWindow = Window & { __bench?: BenchState };

function watch(targets: Record<string, string>) {
  const state: BenchState = { marks: {}, clicks: [] };
  (window as BenchWindow).__bench = state;
  addEventListener("click", (e) => state.clicks.push(e.timeStamp), true);
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(targets) as [Target, string][]) {
      if (state.marks[name] !== undefined) continue;
      const el = document.querySelector(selector);
      if (!el) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden") state.marks[name] = performance.now();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/** A fresh context (empty HTTP cache) whose pages record the marks of `targets`. */
export async function coldContext(browser: Browser, options: BrowserContextOptions = {}, targets: Targets = TARGETS) {
  const context = await browser.newContext({ locale: "en-US", ...options });
  await context.addInitScript(watch, targets);
  return context;
}

/** Runs `run` in a page of a fresh context (coldContext), closed afterwards. */
export async function inColdPage<T>(
  browser: Browser,
  options: BrowserContextOptions,
  run: (page: Page) => Promise<T>,
  targets: Targets = TARGETS,
) {
  const context = await coldContext(browser, options, targets);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Waits for the mark and returns it (ms since the page's navigation start). */
export async function mark(page: Page, target: Target, timeout = 20_000): Promise<number> {
  const handle = await page.waitForFunction((t) => (window as BenchWindow).__bench?.marks[t], target, { timeout });
  return (await handle.jsonValue()) as number;
}

/** The time of the last click in the page (same clock as the marks). */
export const lastClick = (page: Page) =>
  page.evaluate(() => (window as BenchWindow).__bench?.clicks.at(-1) ?? Number.NaN);

/**
 * Signs in through the form of a page already on /login (does not wait for the
 * result). Both dashboards' forms answer to these names (v1's inputs by their
 * placeholders), and both submit buttons read "Continue".
 */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** The storage state (session cookie) of a user signed in through the form. */
export const signedInState = (browser: Browser, baseUrl: string, email: string, password: string, targets: Targets = TARGETS) =>
  inColdPage(
    browser,
    {},
    async (page) => {
      await page.goto(`${baseUrl}/login`);
      await mark(page, "loginForm");
      await submitSignIn(page, email, password);
      await mark(page, "orderRow");
      return await page.context().storageState();
    },
    targets,
  );

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
