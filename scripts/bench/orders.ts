// The order page on the bench's store (scripts/backend/bench-up.sh: the seed's
// orders beside the 5 000 products): the bench build against the bench's own
// Medusa server, signed in, each run in a fresh browser context, median of
// RUNS (clock and marks as in pages.ts):
//   order row -> Summary   on /a/orders with its rows shown and the page
//                          network-idle, the click on the first order row ->
//                          the order page's Summary section visible (its
//                          GET /admin/orders/{id}, the route's chunks unless
//                          idle time preloaded them, the render).
// Also the order page route's own JS (route-chunks.ts): OrderDetailPage.tsx and
// its static imports minus what index.html and the orders list (where it is
// opened from: OrderListPage.tsx and its imports) load. No budgets: the issue gives none.
import type { Browser } from "playwright";
import { summary } from "./resources.ts";
import { inColdPage, lastClick, launch, mark, median, signedInState } from "./browser.ts";
import { format, type Figure, type Measurement } from "./figure.ts";
import { routeChunks } from "./route-chunks.ts";
import { ensureBenchBackend, ensureBuild, startPreview } from "./servers.ts";

const RUNS = 5;
const ADMIN = { email: "admin@example.com", password: "supersecret" };

/** The order page's module and the orders list's, wherever they live under src/app/routes/orders/. */
const DETAIL_PAGE = /^src\/app\/routes\/orders\/(.+\/)?OrderDetailPage\.tsx$/;
const LIST_PAGE = /^src\/app\/routes\/orders\/(.+\/)?OrderListPage\.tsx$/;

const toOrder = (browser: Browser, url: string, session: Awaited<ReturnType<typeof signedInState>>) =>
  inColdPage(browser, { storageState: session }, async (page) => {
    await page.goto(`${url}/a/orders`);
    await mark(page, "orderRow");
    await page.waitForLoadState("networkidle");
    await page.getByRole("table", { name: "Orders" }).getByRole("row").nth(1).getByRole("link").click();
    return (await mark(page, "orderSummary")) - (await lastClick(page));
  });

const orders: Measurement = async () => {
  await ensureBuild();
  const backend = ensureBenchBackend();
  const times: number[] = [];
  const preview = await startPreview(backend.url);
  try {
    const browser = await launch();
    try {
      const session = await signedInState(browser, preview.url, ADMIN.email, ADMIN.password);
      for (let i = 0; i < RUNS; i++) times.push(await toOrder(browser, preview.url, session));
    } finally {
      await browser.close();
    }
  } finally {
    await preview.stop();
  }
  const own = summary(
    `order page route's own chunks (OrderDetailPage.tsx + static imports - index.html's and OrderListPage.tsx's)`,
    routeChunks(DETAIL_PAGE, "OrderDetailPage.tsx under src/app/routes/orders/", [LIST_PAGE]),
  );
  const label = "/a/orders -> an order row -> Summary";
  console.log(`orders: ${label}: ${times.map((t) => format(t, "ms")).join(", ")}`);
  return [
    { label: `orders ${label} (median of ${RUNS})`, value: median(times), unit: "ms" },
    { label: "order page route's own JS gzip", value: own.jsGzip, unit: "bytes" },
    { label: "order page route's own JS raw", value: own.jsRaw, unit: "bytes" },
    { label: "order page route's own JS chunks", value: own.js.length, unit: "chunks" },
  ] satisfies Figure[];
};
export default orders;
