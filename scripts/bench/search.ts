// The global search on a large store: the bench build against the bench's own
// Medusa server (scripts/backend/bench-up.sh: 5 000 seeded products, 10 000
// customers; port 9100), signed in, each run in a fresh browser context,
// median of RUNS (clock and marks as in pages.ts):
//   keystroke -> first group   on /a/orders with its rows shown and the page
//                      network-idle (the search's code idle-prefetched as a
//                      user finds it), the top bar's Search, the text entered at once; from
//                      its input event to the first result group visible:
//                      the debounce (200 ms), the searchable kinds' requests
//                      with `q` (GET /admin/products?q=… over 5 000 products
//                      among them) and the render of the first answer.
// Also that run's GET /admin/products (request start -> response end). No
// budget: the issue gives none.
import type { Browser, Page } from "playwright";
import { inColdPage, launch, mark, median, signedInState } from "./browser.ts";
import { format, type Figure, type Measurement } from "./figure.ts";
import { ensureBenchBackend, ensureBuild, startPreview } from "./servers.ts";

const RUNS = 5;
const ADMIN = { email: "admin@example.com", password: "supersecret" };
// Ten of the seeded products ("Bench product 04320" … "04329"), no page's name.
const TEXT = "Bench product 0432";

type Session = Awaited<ReturnType<typeof signedInState>>;
type KeyWindow = Window & { __keys?: number[] };

const lastKey = (page: Page) => page.evaluate(() => (window as KeyWindow).__keys?.at(-1) ?? Number.NaN);

const searchOnce = (browser: Browser, url: string, session: Session) =>
  inColdPage(browser, { storageState: session }, async (page) => {
    await page.goto(`${url}/a/orders`);
    await mark(page, "orderRow");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const input = page.getByRole("combobox", { name: "Search the store" });
    await input.waitFor();
    await page.evaluate(() => {
      const keys: number[] = ((window as KeyWindow).__keys = []);
      addEventListener("input", (e) => keys.push(e.timeStamp), true);
    });
    const products = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/products" && new URL(r.url()).searchParams.get("q") === TEXT);
    products.catch(() => {}); // a failed mark below is the error to report
    // the whole text in one input event, as the last key of a word typed (or a paste):
    // typed key by key, a slow machine lets the debounce search a part of it first
    await input.fill(TEXT);
    const shown = await mark(page, "searchGroup");
    const response = await products;
    await response.finished();
    return { group: shown - (await lastKey(page)), api: response.request().timing().responseEnd };
  });

const search: Measurement = async () => {
  await ensureBuild();
  const backend = ensureBenchBackend();
  const times = { group: [] as number[], api: [] as number[] };
  const preview = await startPreview(backend.url);
  try {
    const browser = await launch();
    try {
      const session = await signedInState(browser, preview.url, ADMIN.email, ADMIN.password);
      for (let i = 0; i < RUNS; i++) {
        const { group, api } = await searchOnce(browser, preview.url, session);
        times.group.push(group);
        times.api.push(api);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await preview.stop();
  }
  const labels = {
    group: `search "${TEXT}": keystroke -> first result group`,
    api: `search "${TEXT}": its GET /admin/products?q=`,
  };
  return (Object.keys(times) as (keyof typeof times)[]).map((key): Figure => {
    console.log(`search: ${labels[key]}: ${times[key].map((t) => format(t, "ms")).join(", ")}`);
    return { label: `${labels[key]} (median of ${RUNS}, bench store)`, value: median(times[key]), unit: "ms" };
  });
};
export default search;
