// The customers list on a large store: the bench build against the bench's
// own Medusa server (scripts/backend/bench-up.sh: seed.json, fixtures, and
// bench-seed.js's 10 000 customers), signed in, each run in a fresh browser
// context, median of RUNS (clock and marks as in pages.ts):
//   Orders -> Customers   on /a/orders with its rows shown and the page
//                         network-idle, the click on the sidebar's
//                         "Customers" -> first customer row visible (its
//                         GET /admin/customers counting all the customers,
//                         the route's chunks unless prefetched, the render).
// No budget: the issue gives none.
import type { Browser } from "playwright";
import { inColdPage, lastClick, launch, mark, median, signedInState } from "./browser.ts";
import { format, type Figure, type Measurement } from "./figure.ts";
import { ensureBenchBackend, ensureBuild, startPreview } from "./servers.ts";

const RUNS = 5;
const ADMIN = { email: "admin@example.com", password: "supersecret" };

const toCustomers = (browser: Browser, url: string, session: Awaited<ReturnType<typeof signedInState>>) =>
  inColdPage(browser, { storageState: session }, async (page) => {
    await page.goto(`${url}/a/orders`);
    await mark(page, "orderRow");
    await page.waitForLoadState("networkidle");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Customers", exact: true }).click();
    return (await mark(page, "customerRow")) - (await lastClick(page));
  });

/** The store's customer count, as the list's GET /admin/customers reports it. */
async function customerCount(browser: Browser, backendUrl: string, session: Awaited<ReturnType<typeof signedInState>>) {
  const context = await browser.newContext({ storageState: session });
  try {
    const res = await context.request.get(`${backendUrl}/admin/customers?limit=1`);
    return ((await res.json()) as { count: number }).count;
  } finally {
    await context.close();
  }
}

const customers: Measurement = async () => {
  await ensureBuild();
  const backend = ensureBenchBackend();
  const times: number[] = [];
  let count: number;
  const preview = await startPreview(backend.url);
  try {
    const browser = await launch();
    try {
      const session = await signedInState(browser, preview.url, ADMIN.email, ADMIN.password);
      count = await customerCount(browser, backend.url, session);
      for (let i = 0; i < RUNS; i++) times.push(await toCustomers(browser, preview.url, session));
    } finally {
      await browser.close();
    }
  } finally {
    await preview.stop();
  }
  const label = "/a/orders -> Customers -> first row";
  console.log(`customers: ${count} customers in the store at ${backend.url}; ${label}: ${times.map((t) => format(t, "ms")).join(", ")}`);
  return [{ label: `customers ${label} (median of ${RUNS}, ${count} customers)`, value: median(times), unit: "ms" }] satisfies Figure[];
};
export default customers;
