// What a user waits for, in our dashboard and in the official Medusa v1 admin,
// side by side in the same run.
//
// Servers: our bench build (servers.ts: ensureBuild, .tmp/bench-dist) and the
// v1 admin's (v1.ts: @medusajs/admin 7.1.18, built in .tmp/v1-admin) are
// served by the same static server (static.ts: gzip, hashed files cached
// immutable for a year, index.html no-cache, SPA fallback, HTTP/1.1) on
// 127.0.0.1:4181 (ours) and 127.0.0.1:4182 (v1). Both call the bench's real
// Medusa server directly (servers.ts: ensureBenchBackend, 127.0.0.1:9100, the
// seed store plus 5 000 products; its admin_cors lists both origins, set by
// bench-up.sh): same site, so its session cookie goes along; nothing is
// proxied. Our /config.js is written for that backend (as `vite preview`
// writes it from MEDUSA_BACKEND_URL); v1 has the URL built in.
//
// Each figure: median of RUNS runs per dashboard, the dashboards alternating
// which goes first; each run in a fresh browser context (empty HTTP cache)
// of headless Chromium; times on the page's own clock (performance.now(),
// from its navigation start), marks as in browser.ts (the DOM commit that
// makes the element visible; TARGETS and V1_TARGETS):
//   login form      cold /login -> Email input visible; and the requests
//                   started before then (by the browser's request start times);
//   first paint     first-contentful-paint of that /login;
//   cold orders     signed in (a session from an earlier sign-in through that
//                   dashboard's form), cold /a/orders -> first order row; the
//                   requests started before then and their bytes on the wire
//                   (response headers + encoded body, from Chromium);
//   warm reload     in the same context, once that page is network-idle: a
//                   reload -> first order row, from the reload's navigation start;
//   sign-in         cold /login, form shown and network-idle, filled: the
//                   click on Continue -> first order row (both land on /a/orders);
//   to orders       signed in on /a/products with rows shown and network-idle:
//                   the click on the sidebar's Orders -> first order row.
// Goals (of ours, as budgets): a ratio to v1's median and/or a bound in ms.
import type { Browser, Locator, Page, Request } from "playwright";
import { configScript } from "../vite/runtime-config.ts";
import {
  inColdPage,
  lastClick,
  launch,
  mark,
  median,
  signedInState,
  submitSignIn,
  TARGETS,
  type Targets,
  V1_TARGETS,
} from "./browser.ts";
import { format, type Figure, type Measurement } from "./figure.ts";
import { BENCH_DIST, ensureBenchBackend, ensureBuild } from "./servers.ts";
import { serveStatic } from "./static.ts";
import { ensureV1Build, V1_IMMUTABLE } from "./v1.ts";

const RUNS = 5;
const ADMIN = { email: "admin@example.com", password: "supersecret" };
/** The static servers' ports: bench-up.sh's BENCH_ADMIN_CORS lists their origins. */
const PORTS = { v1: 4182, ours: 4181 };

type Session = Awaited<ReturnType<typeof signedInState>>;
interface Dashboard {
  name: "v1" | "ours";
  url: string;
  targets: Targets;
  /** What holds the sidebar's links. */
  sidebar: (page: Page) => Page | Locator;
  session?: Session;
}

interface Spec {
  label: string;
  unit: string;
  /** Of ours: at most `ratio` × v1's median, and at most `max` ms. */
  goal?: { ratio?: number; max?: number };
}
const FIGURES = {
  loginForm: { label: "cold /login -> form visible", unit: "ms", goal: { ratio: 0.8, max: 500 } },
  loginRequests: { label: "cold /login: requests before the form", unit: "requests" },
  loginPaint: { label: "cold /login: first contentful paint", unit: "ms" },
  coldRow: { label: "cold /a/orders -> first row", unit: "ms", goal: { ratio: 0.6 } },
  coldRequests: { label: "cold /a/orders: requests before the first row", unit: "requests" },
  coldBytes: { label: "cold /a/orders: bytes before the first row", unit: "bytes" },
  warmRow: { label: "warm reload /a/orders -> first row", unit: "ms", goal: { ratio: 0.5 } },
  signIn: { label: "sign-in: Continue -> first order row", unit: "ms", goal: { max: 450 } },
  toOrders: { label: "sidebar: /a/products -> Orders -> first row", unit: "ms", goal: { ratio: 0.7, max: 100 } },
} satisfies Record<string, Spec>;
type Key = keyof typeof FIGURES;
type Sample = Partial<Record<Key, number>>;

/** Every request the page starts, in order. */
function record(page: Page) {
  const requests: Request[] = [];
  page.on("request", (r) => requests.push(r));
  return requests;
}

/** The recorded requests started before `at` (the page's clock), once the page is network-idle. */
async function startedBefore(page: Page, requests: Request[], at: number) {
  const origin = await page.evaluate(() => performance.timeOrigin);
  await page.waitForLoadState("networkidle"); // every request has finished: timings and sizes are there
  return requests.filter((r) => r.url().startsWith("http") && r.timing().startTime <= origin + at);
}

async function wireBytes(requests: Request[]) {
  const sizes = await Promise.all(requests.map((r) => r.sizes().catch(() => undefined)));
  return sizes.reduce((total, s) => total + (s ? s.responseHeadersSize + s.responseBodySize : 0), 0);
}

const login = (browser: Browser, d: Dashboard) =>
  inColdPage(
    browser,
    {},
    async (page): Promise<Sample> => {
      const requests = record(page);
      await page.goto(`${d.url}/login`);
      const form = await mark(page, "loginForm");
      const paint = await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
      return {
        loginForm: form,
        loginPaint: (await paint.jsonValue()) as number,
        loginRequests: (await startedBefore(page, requests, form)).length,
      };
    },
    d.targets,
  );

const orders = (browser: Browser, d: Dashboard) =>
  inColdPage(
    browser,
    { storageState: d.session },
    async (page): Promise<Sample> => {
      const requests = record(page);
      await page.goto(`${d.url}/a/orders`);
      const cold = await mark(page, "orderRow");
      const before = await startedBefore(page, requests, cold);
      await page.reload({ waitUntil: "commit" }); // a new document: marks start over, on its clock
      return { coldRow: cold, coldRequests: before.length, coldBytes: await wireBytes(before), warmRow: await mark(page, "orderRow") };
    },
    d.targets,
  );

const signIn = (browser: Browser, d: Dashboard) =>
  inColdPage(
    browser,
    {},
    async (page): Promise<Sample> => {
      await page.goto(`${d.url}/login`);
      await mark(page, "loginForm");
      await page.waitForLoadState("networkidle");
      await submitSignIn(page, ADMIN.email, ADMIN.password);
      const shown = await mark(page, "orderRow");
      if (new URL(page.url()).pathname !== "/a/orders") throw new Error(`${d.name}: sign-in landed on ${page.url()}`);
      return { signIn: shown - (await lastClick(page)) };
    },
    d.targets,
  );

const toOrders = (browser: Browser, d: Dashboard) =>
  inColdPage(
    browser,
    { storageState: d.session },
    async (page): Promise<Sample> => {
      await page.goto(`${d.url}/a/products`);
      await mark(page, "productRow");
      await page.waitForLoadState("networkidle");
      await d.sidebar(page).getByRole("link", { name: "Orders", exact: true }).click();
      return { toOrders: (await mark(page, "orderRow")) - (await lastClick(page)) };
    },
    d.targets,
  );

/** Throws unless the backend's CORS allows `origin` (a server started with an older BENCH_ADMIN_CORS). */
async function assertCors(backendUrl: string, origin: string) {
  const res = await fetch(`${backendUrl}/admin/auth`, {
    method: "OPTIONS",
    headers: { Origin: origin, "Access-Control-Request-Method": "GET" },
  });
  if (res.headers.get("access-control-allow-origin") !== origin) {
    throw new Error(`the bench's Medusa server at ${backendUrl} does not allow ${origin} (admin_cors); stop it (scripts/backend/bench-up.sh down) and run again`);
  }
}

function goal({ goal: g }: Spec, v1: number) {
  if (!g) return undefined;
  const bounds = [g.ratio === undefined ? Infinity : g.ratio * v1, g.max ?? Infinity];
  const text = [g.ratio === undefined ? "" : `<= ${g.ratio}×v1`, g.max === undefined ? "" : `<= ${g.max} ms`].filter(Boolean).join(", ");
  return { budget: Math.min(...bounds), text };
}

function table(rows: string[][]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const [n, row] of rows.entries()) {
    console.log(`pages: ${row.map((cell, i) => (i === 0 || i >= 4 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" | ")}`.trimEnd());
    if (n === 0) console.log(`pages: ${widths.map((w) => "-".repeat(w)).join("-|-")}`);
  }
}

const pages: Measurement = async () => {
  await ensureBuild();
  const backend = ensureBenchBackend(); // stopped (if the bench started it) when the bench exits
  for (const port of Object.values(PORTS)) await assertCors(backend.url, `http://127.0.0.1:${port}`);
  const v1Build = await ensureV1Build(backend.url);
  const ours = await serveStatic({
    root: BENCH_DIST,
    port: PORTS.ours,
    immutable: (path) => path.startsWith("/assets/"), // Vite's content-hashed output
    extra: { "/config.js": configScript({ backendUrl: backend.url }) },
  });
  const samples = { v1: [] as Sample[], ours: [] as Sample[] };
  try {
    const v1 = await serveStatic({ root: v1Build, port: PORTS.v1, immutable: V1_IMMUTABLE });
    try {
      const dashboards: Dashboard[] = [
        { name: "v1", url: v1.url, targets: V1_TARGETS, sidebar: (page) => page }, // v1's sidebar is no landmark
        { name: "ours", url: ours.url, targets: TARGETS, sidebar: (page) => page.getByRole("navigation", { name: "Main navigation" }) },
      ];
      const browser = await launch();
      try {
        for (const d of dashboards) d.session = await signedInState(browser, d.url, ADMIN.email, ADMIN.password, d.targets);
        for (let i = 0; i < RUNS; i++) {
          for (const d of i % 2 ? [...dashboards].reverse() : dashboards) {
            samples[d.name].push({
              ...(await login(browser, d)),
              ...(await orders(browser, d)),
              ...(await signIn(browser, d)),
              ...(await toOrders(browser, d)),
            });
          }
        }
      } finally {
        await browser.close();
      }
    } finally {
      await v1.stop();
    }
  } finally {
    await ours.stop();
  }

  const figures: Figure[] = [];
  const rows = [["figure", "v1", "ours", "ours/v1", "goal", ""]];
  for (const key of Object.keys(FIGURES) as Key[]) {
    const spec: Spec = FIGURES[key];
    const { label, unit } = spec;
    const [v1, own] = (["v1", "ours"] as const).map((name) => {
      const values = samples[name].map((s) => s[key]!);
      console.log(`pages: ${name.padEnd(4)} ${label}: ${values.map((v) => format(v, unit)).join(", ")}`);
      return median(values);
    });
    const g = goal(spec, v1);
    const verdict = g ? (own > g.budget ? "OVER" : "ok") : "";
    rows.push([label, format(v1, unit), format(own, unit), (own / v1).toFixed(2), g?.text ?? "", verdict]);
    figures.push({ label: `pages ${label} (median of ${RUNS})`, value: own, unit, budget: g?.budget, reference: { label: "v1", value: v1 } });
  }
  table(rows);
  return figures;
};
export default pages;
