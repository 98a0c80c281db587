// The products list on a large store: the bench build against the bench's own
// Medusa server (scripts/backend/bench-up.sh: seed.json, fixtures and 5 000
// seeded products; port 9100, database medusa_bench), signed in, each run in
// a fresh browser context, median of RUNS (clock and marks as in pages.ts):
//   cold /a/products   navigation start -> first product row visible: HTML,
//                      JS, CSS, locale, session, GET /admin/products (count
//                      over all 5 000) and the render;
//   Orders -> Products on /a/orders with its rows shown and the page
//                      network-idle, the click on the sidebar's "Products"
//                      -> first product row visible.
// Also the page's GET /admin/products (request start -> response end, in the
// cold runs). JS: what a cold /a/products loads before its first row
// (resources.ts: load and summary), and the products list route's own chunks
// (route-chunks.ts: ProductListPage.tsx and its static imports minus what
// index.html loads). No budgets: the issue gives none; the orders counterparts are
// pages' "to orders" and bundle's /a/orders figures.
import type { Browser } from "playwright";
import { load, summary } from "./resources.ts";
import { inColdPage, lastClick, launch, mark, median, signedInState } from "./browser.ts";
import { format, type Figure, type Measurement } from "./figure.ts";
import { routeChunks } from "./route-chunks.ts";
import { ensureBenchBackend, ensureBuild, startPreview } from "./servers.ts";

const RUNS = 5;
const ADMIN = { email: "admin@example.com", password: "supersecret" };

type Session = Awaited<ReturnType<typeof signedInState>>;

/** Cold /a/products: the first row's mark, and how long its GET /admin/products took. */
const coldProducts = (browser: Browser, url: string, session: Session) =>
  inColdPage(browser, { storageState: session }, async (page) => {
    const list = page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname === "/admin/products");
    await page.goto(`${url}/a/products`);
    const shown = await mark(page, "productRow");
    const response = await list;
    await response.finished();
    return { shown, api: response.request().timing().responseEnd }; // ms after the request started
  });

const toProducts = (browser: Browser, url: string, session: Session) =>
  inColdPage(browser, { storageState: session }, async (page) => {
    await page.goto(`${url}/a/orders`);
    await mark(page, "orderRow");
    await page.waitForLoadState("networkidle");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Products", exact: true }).click();
    return (await mark(page, "productRow")) - (await lastClick(page));
  });

/** The products list page's module, wherever it lives under src/app/routes/products/. */
const LIST_PAGE = /^src\/app\/routes\/products\/(.+\/)?ProductListPage\.tsx$/;

/** The store's product count, as the list's GET /admin/products reports it. */
async function productCount(browser: Browser, backendUrl: string, session: Session) {
  const context = await browser.newContext({ storageState: session });
  try {
    const res = await context.request.get(`${backendUrl}/admin/products?limit=1&fields=id`);
    return ((await res.json()) as { count: number }).count;
  } finally {
    await context.close();
  }
}

const products: Measurement = async () => {
  await ensureBuild();
  const backend = ensureBenchBackend();
  const times = { cold: [] as number[], click: [] as number[], api: [] as number[] };
  const preview = await startPreview(backend.url);
  let cold: ReturnType<typeof summary>;
  let count: number;
  try {
    const browser = await launch();
    try {
      const session = await signedInState(browser, preview.url, ADMIN.email, ADMIN.password);
      count = await productCount(browser, backend.url, session);
      for (let i = 0; i < RUNS; i++) {
        const { shown, api } = await coldProducts(browser, preview.url, session);
        times.cold.push(shown);
        times.api.push(api);
        times.click.push(await toProducts(browser, preview.url, session));
      }
      cold = summary("cold /a/products", await load(browser, `${preview.url}/a/products`, "productRow", session));
    } finally {
      await browser.close();
    }
  } finally {
    await preview.stop();
  }
  const own = summary(`products list route's own chunks (ProductListPage.tsx + static imports - index.html's)`, routeChunks(LIST_PAGE, "ProductListPage.tsx under src/app/routes/products/"));
  console.log(`products: ${count} products in the store at ${backend.url}`);
  const labels = {
    cold: "cold /a/products -> first row",
    click: "/a/orders -> Products -> first row",
    api: "cold /a/products: its GET /admin/products",
  };
  return [
    ...(Object.keys(times) as (keyof typeof times)[]).map((key): Figure => {
      console.log(`products: ${labels[key]}: ${times[key].map((t) => format(t, "ms")).join(", ")}`);
      return { label: `products ${labels[key]} (median of ${RUNS}, ${count} products)`, value: median(times[key]), unit: "ms" };
    }),
    { label: "products cold /a/products JS gzip", value: cold.jsGzip, unit: "bytes" },
    { label: "products cold /a/products JS raw", value: cold.jsRaw, unit: "bytes" },
    { label: "products cold /a/products JS chunks", value: cold.js.length, unit: "chunks" },
    { label: "products cold /a/products all (gzip-equiv.)", value: cold.all, unit: "bytes" },
    { label: "products list route's own JS gzip", value: own.jsGzip, unit: "bytes" },
    { label: "products list route's own JS raw", value: own.jsRaw, unit: "bytes" },
    { label: "products list route's own JS chunks", value: own.js.length, unit: "chunks" },
  ] satisfies Figure[];
};
export default products;
