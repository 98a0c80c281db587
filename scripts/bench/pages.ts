// Page timings of the built dashboard (servers.ts: the bench build, previewed)
// against the bench's own real Medusa server (servers.ts: ensureBenchBackend;
// the seed.json store and fixtures, plus 5 000 products), median of RUNS runs, each
// in a fresh browser context (empty HTTP cache, nothing loaded yet). All
// times are the page's own performance.now() clock (see browser.ts: a mark is
// the DOM commit that makes the element visible, before the frame's paint):
//   login form   navigation start of /login -> Email input visible: the HTML,
//                config.js, the JS and CSS, the locale, the session check
//                and the first render;
//   sign-in      the click on Continue -> first order row visible: POST
//                /admin/auth, the admin layout and orders chunks, GET
//                /admin/orders and the render (the form was filled, and the
//                page was network-idle, before the click);
//   to orders    signed in on /a/products with its rows shown and the page
//                network-idle, the click on the sidebar's "Orders" -> first
//                order row visible: the orders chunk (unless already
//                loaded), GET /admin/orders and the render.
import type { Browser, Page } from "playwright";
import { coldContext, lastClick, launch, mark, median, signedInState, submitSignIn } from "./browser.ts";
import { format, type Figure, type Measurement } from "./figure.ts";
import { ensureBenchBackend, ensureBuild, startPreview } from "./servers.ts";

const RUNS = 5;
const ADMIN = { email: "admin@example.com", password: "supersecret" };
const BUDGET_MS = { loginForm: 500, signIn: 450, toOrders: 100 };

type Session = Awaited<ReturnType<typeof signedInState>>;

async function inColdPage<T>(browser: Browser, session: Session | undefined, run: (page: Page) => Promise<T>) {
  const context = await coldContext(browser, { storageState: session });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const loginForm = (browser: Browser, url: string) =>
  inColdPage(browser, undefined, async (page) => {
    await page.goto(`${url}/login`);
    return mark(page, "loginForm");
  });

const signIn = (browser: Browser, url: string) =>
  inColdPage(browser, undefined, async (page) => {
    await page.goto(`${url}/login`);
    await mark(page, "loginForm");
    await page.waitForLoadState("networkidle");
    await submitSignIn(page, ADMIN.email, ADMIN.password);
    const shown = await mark(page, "orderRow");
    if (!page.url().endsWith("/a/orders")) throw new Error(`sign-in landed on ${page.url()}`);
    return shown - (await lastClick(page));
  });

const toOrders = (browser: Browser, url: string, session: Session) =>
  inColdPage(browser, session, async (page) => {
    await page.goto(`${url}/a/products`);
    await mark(page, "productRow");
    await page.waitForLoadState("networkidle");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Orders", exact: true }).click();
    return (await mark(page, "orderRow")) - (await lastClick(page));
  });

const pages: Measurement = async () => {
  await ensureBuild();
  const backend = ensureBenchBackend(); // stopped (if the bench started it) when the bench exits
  const times = { loginForm: [] as number[], signIn: [] as number[], toOrders: [] as number[] };
  const preview = await startPreview(backend.url);
  try {
    const browser = await launch();
    try {
      const session = await signedInState(browser, preview.url, ADMIN.email, ADMIN.password);
      for (let i = 0; i < RUNS; i++) {
        times.loginForm.push(await loginForm(browser, preview.url));
        times.signIn.push(await signIn(browser, preview.url));
        times.toOrders.push(await toOrders(browser, preview.url, session));
      }
    } finally {
      await browser.close();
    }
  } finally {
    await preview.stop();
  }
  const labels = { loginForm: "cold /login -> form", signIn: "Continue -> first order row", toOrders: "/a/products -> Orders -> first row" };
  return (Object.keys(times) as (keyof typeof times)[]).map((key): Figure => {
    console.log(`pages: ${labels[key]}: ${times[key].map((t) => format(t, "ms")).join(", ")}`);
    return { label: `pages ${labels[key]} (median of ${RUNS})`, value: median(times[key]), unit: "ms", budget: BUDGET_MS[key] };
  });
};
export default pages;
