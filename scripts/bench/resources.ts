// What a cold browser downloads before a page shows its content, counted one
// way for the bench (bundle.ts, products.ts) and for the build's limits
// (tests/e2e-mock/bundle-limits.spec.ts): a fresh browser context (empty HTTP
// cache), every request started before the target is visible (browser.ts: a
// mark is the DOM commit that shows it):
//   /login     before the Email input is visible;
//   /a/orders  signed in (session from an earlier sign-in in another
//              context), before the first order row is visible.
// "JS" is the module entry and its chunks (assets/*.js; not the few bytes of
// /config.js), raw from the dist files and gzip -9 by zlib. "All" is every
// response body of the page (HTML, config.js, JS, CSS, locale JSON, API
// responses), each counted at min(raw, gzip -9): what a compressing server
// sends, without HTTP headers. kB = 1000 bytes.
// Work the page leaves to idle time (requestIdleCallback: the plugins) runs
// once the target is visible: on a busy machine its timeout can fire before,
// and the count would depend on the machine's load, not on the build.
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Request } from "playwright";
import { coldContext, mark, signedInState, type Target } from "./browser.ts";
import { format } from "./figure.ts";
import { QA_PATHS } from "../vite/mock-qa.ts";
import { BENCH_DIST } from "./servers.ts";

/** The limits of the build (bytes, requests); the mock tier fails above them, the bench reports them. */
export const LIMITS = {
  loginJsGzip: 210e3,
  loginRequests: 15,
  ordersAll: 350e3,
  ordersRequests: 30,
};

export interface Resource {
  path: string;
  isJs: boolean;
  raw: number;
  gzip: number;
}

async function resource(request: Request, dist: string): Promise<Resource> {
  const path = new URL(request.url()).pathname;
  const file = join(dist, path);
  let body: Buffer;
  if (path !== "/" && existsSync(file) && statSync(file).isFile()) body = readFileSync(file);
  else body = (await (await request.response())?.body().catch(() => undefined)) ?? Buffer.alloc(0);
  const isJs = path.startsWith("/assets/") && extname(path) === ".js";
  return { path, isJs, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

type Session = Awaited<ReturnType<typeof signedInState>>;

/** The mock tier's QA panel (scripts/vite/mock-qa.ts): served beside the build on the mock, never shipped. */
const isQaPanel = (request: Request) => new URL(request.url()).pathname.startsWith(QA_PATHS);

/**
 * In the page: requestIdleCallback never runs its callbacks. What the page does
 * when idle (the sidebar's preloading of every section) is not what it needs
 * to show `target`; released once the target showed, it raced the mark (under
 * load its requests' start times fell before the mark's) and counted.
 */
function holdIdleWork() {
  let next = -1; // the browser's handles are positive
  window.requestIdleCallback = () => next--;
  window.cancelIdleCallback = () => {};
}

/** The resources a cold page requests before `target` is visible; JS bodies are read from `dist`. */
export async function load(browser: Browser, url: string, target: Target, storageState?: Session, dist = BENCH_DIST) {
  const context = await coldContext(browser, { storageState });
  await context.addInitScript(holdIdleWork);
  // The limits are those of a build as shipped: without the response
  // validation the end-to-end tiers switch on in config.js (its schemas).
  await context.route("**/config.js", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}window.__MEDUSA_ADMIN_CONFIG__.validateResponses = "off";\n` });
  });
  try {
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on("request", (r) => requests.push(r));
    await page.goto(url);
    const at = (await page.evaluate(() => performance.timeOrigin)) + (await mark(page, target));
    await page.waitForLoadState("networkidle"); // every request has finished: timings and bodies are there
    // the browser's own request start times (epoch ms), compared with the mark's
    const before = requests.filter((r) => r.url().startsWith("http") && !isQaPanel(r) && r.timing().startTime <= at);
    return await Promise.all(before.map((r) => resource(r, dist)));
  } finally {
    await context.close();
  }
}

/** The totals of a page's resources, and lines naming them with its largest resources. */
export function totals(name: string, resources: Resource[]) {
  const js = resources.filter((r) => r.isJs);
  const sum = (list: Resource[], key: "raw" | "gzip") => list.reduce((total, r) => total + r[key], 0);
  const all = resources.reduce((total, r) => total + Math.min(r.raw, r.gzip), 0);
  const result = { requests: resources.length, js, jsRaw: sum(js, "raw"), jsGzip: sum(js, "gzip"), all };
  const lines = [
    `${name}: ${resources.length} requests, ${format(all, "bytes")} all (gzip-equivalent); ` +
      `JS ${js.length} chunks, ${format(result.jsRaw, "bytes")} raw, ${format(result.jsGzip, "bytes")} gzip`,
    ...[...resources]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6)
      .map((r) => `  ${format(r.gzip, "bytes").padStart(8)} gzip  ${format(r.raw, "bytes").padStart(8)} raw  ${r.path}`),
  ];
  return { ...result, lines };
}

/** totals(), printed. */
export function summary(name: string, resources: Resource[]) {
  const result = totals(name, resources);
  for (const line of result.lines) console.log(`bundle: ${line}`);
  return result;
}
