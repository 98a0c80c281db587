// What a cold browser downloads: the bench's build (servers.ts: BENCH_DIST)
// served by scripts/bench/preview.ts on the Prism mock (bytes do not depend
// on the backend), a fresh browser context (empty HTTP cache) per page:
//   /login     every request started before the Email input is visible;
//   /a/orders  the same for a signed-in user (session from an earlier sign-in
//              in another context), until the first order row is visible.
// "JS" is the module entry and its chunks (assets/*.js; not the few
// bytes of /config.js), raw from the dist files and gzip -9 by zlib. "All" is
// every response body of the page (HTML, config.js, JS, CSS, locale JSON, API
// responses), each counted at min(raw, gzip -9): what a compressing server
// sends, without HTTP headers. kB = 1000 bytes.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Request } from "playwright";
import { coldContext, launch, mark, signedInState, type Target } from "./browser.ts";
import { format, type Figure, type Measurement } from "./figure.ts";
import { BENCH_DIST as DIST, ensureBuild, startPreview } from "./servers.ts";

const LOGIN_JS_GZIP_BUDGET = 210e3;
const ORDERS_ALL_BUDGET = 350e3;

export interface Resource {
  path: string;
  isJs: boolean;
  raw: number;
  gzip: number;
}

export async function resource(request: Request): Promise<Resource> {
  const path = new URL(request.url()).pathname;
  const file = join(DIST, path);
  let body: Buffer;
  if (path !== "/" && existsSync(file) && statSync(file).isFile()) body = readFileSync(file);
  else body = (await (await request.response())?.body().catch(() => undefined)) ?? Buffer.alloc(0);
  const isJs = path.startsWith("/assets/") && extname(path) === ".js";
  return { path, isJs, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

/** The resources a cold page requests before `target` is visible. */
export async function load(browser: Browser, url: string, target: Target, storageState?: Awaited<ReturnType<typeof signedInState>>) {
  const context = await coldContext(browser, { storageState });
  try {
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on("request", (r) => requests.push(r));
    await page.goto(url);
    const at = (await page.evaluate(() => performance.timeOrigin)) + (await mark(page, target));
    await page.waitForLoadState("networkidle"); // every request has finished: timings and bodies are there
    // the browser's own request start times (epoch ms), compared with the mark's
    const before = requests.filter((r) => r.url().startsWith("http") && r.timing().startTime <= at);
    return await Promise.all(before.map(resource));
  } finally {
    await context.close();
  }
}

export function summary(name: string, resources: Resource[]) {
  const js = resources.filter((r) => r.isJs);
  const sum = (list: Resource[], key: "raw" | "gzip") => list.reduce((total, r) => total + r[key], 0);
  const all = resources.reduce((total, r) => total + Math.min(r.raw, r.gzip), 0);
  console.log(
    `bundle: ${name}: ${resources.length} requests, ${format(all, "bytes")} all (gzip-equivalent); ` +
      `JS ${js.length} chunks, ${format(sum(js, "raw"), "bytes")} raw, ${format(sum(js, "gzip"), "bytes")} gzip`,
  );
  for (const r of [...resources].sort((a, b) => b.gzip - a.gzip).slice(0, 6)) {
    console.log(`bundle:   ${format(r.gzip, "bytes").padStart(8)} gzip  ${format(r.raw, "bytes").padStart(8)} raw  ${r.path}`);
  }
  return { js, jsRaw: sum(js, "raw"), jsGzip: sum(js, "gzip"), all };
}

const bundle: Measurement = async () => {
  await ensureBuild();
  const chunks = readdirSync(join(DIST, "assets")).filter((f) => f.endsWith(".js")).length;
  const preview = await startPreview();
  let login: ReturnType<typeof summary>;
  let orders: ReturnType<typeof summary>;
  try {
    const browser = await launch();
    try {
      // the mock accepts any credentials
      const session = await signedInState(browser, preview.url, "admin@example.com", "supersecret");
      login = summary("cold /login", await load(browser, `${preview.url}/login`, "loginForm"));
      orders = summary("cold /a/orders", await load(browser, `${preview.url}/a/orders`, "orderRow", session));
    } finally {
      await browser.close();
    }
  } finally {
    await preview.stop();
  }
  console.log(`bundle: ${DIST}/assets: ${chunks} JS chunks`);
  return [
    { label: "bundle /login JS gzip", value: login.jsGzip, unit: "bytes", budget: LOGIN_JS_GZIP_BUDGET },
    { label: "bundle /login JS raw", value: login.jsRaw, unit: "bytes" },
    { label: "bundle /login JS chunks", value: login.js.length, unit: "chunks" },
    { label: "bundle /a/orders JS gzip", value: orders.jsGzip, unit: "bytes" },
    { label: "bundle /a/orders JS raw", value: orders.jsRaw, unit: "bytes" },
    { label: "bundle /a/orders JS chunks", value: orders.js.length, unit: "chunks" },
    { label: "bundle cold /a/orders all (gzip-equiv.)", value: orders.all, unit: "bytes", budget: ORDERS_ALL_BUDGET },
    { label: "bundle dist JS chunks", value: chunks, unit: "chunks" },
  ] satisfies Figure[];
};
export default bundle;
