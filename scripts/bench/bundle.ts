// What a cold browser downloads on /login and /a/orders (resources.ts counts
// it): the bench's build (servers.ts: BENCH_DIST) served by `npm run preview`
// (scripts/start.ts) on the Prism mock (bytes do not depend on the backend), against the build's limits (the mock tier enforces them:
// tests/e2e-mock/bundle-limits.spec.ts).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { launch, signedInState } from "./browser.ts";
import type { Figure, Measurement } from "./figure.ts";
import { LIMITS, load, summary } from "./resources.ts";
import { BENCH_DIST as DIST, ensureBuild, startPreview } from "./servers.ts";

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
    { label: "bundle /login JS gzip", value: login.jsGzip, unit: "bytes", budget: LIMITS.loginJsGzip },
    { label: "bundle /login JS raw", value: login.jsRaw, unit: "bytes" },
    { label: "bundle /login JS chunks", value: login.js.length, unit: "chunks" },
    { label: "bundle /login requests before the form", value: login.requests, unit: "requests", budget: LIMITS.loginRequests },
    { label: "bundle /a/orders JS gzip", value: orders.jsGzip, unit: "bytes" },
    { label: "bundle /a/orders JS raw", value: orders.jsRaw, unit: "bytes" },
    { label: "bundle /a/orders JS chunks", value: orders.js.length, unit: "chunks" },
    { label: "bundle cold /a/orders requests", value: orders.requests, unit: "requests", budget: LIMITS.ordersRequests },
    { label: "bundle cold /a/orders all (gzip-equiv.)", value: orders.all, unit: "bytes", budget: LIMITS.ordersAll },
    { label: "bundle dist JS chunks", value: chunks, unit: "chunks" },
  ] satisfies Figure[];
};
export default bundle;
