// @vitest-environment node
// No secret reaches the built files or the browser: a build refuses the admin
// API token; a build run with secrets in its environment (as a CI job has
// them) writes none of them and loads nothing from another host; the preview
// server holds the token and adds it to this origin's /admin calls only.
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { build, preview } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { server as msw } from "@mocks/node";
import { TOKEN_REFUSED } from "./runtime-config";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const TOKEN = `secret-${randomUUID()}`;
// Where a CI job or a developer's shell may hold the token (or other secrets) at build time.
const SECRETS = ["ADMIN_API_TOKEN", "E2E_ADMIN_API_TOKEN", "VITE_ADMIN_API_TOKEN", "VITE_SECRET", "JWT_SECRET", "COOKIE_SECRET", "DATABASE_URL"];
const PUBLIC = { MEDUSA_BACKEND_URL: "https://api.store.test", MEDUSA_PUBLISHABLE_API_KEY: "pk_public" };

const tempDir = () => mkdtempSync(join(tmpdir(), "medusa-admin-credentials-"));

type Vars = Record<string, string | undefined>;

/** Sets these variables (removes those undefined); returns what restores the environment. */
function setEnv(vars: Vars) {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const assign = (values: Vars) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  assign(vars);
  return () => assign(saved);
}

async function withEnv<T>(vars: Vars, fn: () => Promise<T>) {
  const restore = setEnv(vars);
  try {
    return await fn();
  } finally {
    restore();
  }
}

const buildInto = (outDir: string) => build({ root: ROOT, configFile: join(ROOT, "vite.config.ts"), logLevel: "silent", build: { outDir, emptyOutDir: true } });

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

let outDir: string;
const read = (file: string) => readFileSync(join(outDir, file), "utf8");

beforeAll(async () => {
  // real servers and sockets here: MSW (tests/support/vitest.setup.ts) would intercept the proxy's calls
  msw.close();
  outDir = tempDir();
  await withEnv({ ...PUBLIC, ...Object.fromEntries(SECRETS.map((name) => [name, TOKEN])), MEDUSA_ADMIN_API_TOKEN: undefined, MEDUSA_MOCK: undefined }, () =>
    buildInto(outDir),
  );
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("npm run build", () => {
  it("refuses MEDUSA_ADMIN_API_TOKEN, says why and what to do, and writes nothing", async () => {
    const dir = tempDir();
    try {
      await expect(withEnv({ MEDUSA_ADMIN_API_TOKEN: TOKEN }, () => buildInto(dir))).rejects.toThrow(TOKEN_REFUSED);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes no secret of its environment into any file", () => {
    const files = filesUnder(outDir);
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => readFileSync(f, "latin1").includes(TOKEN)).map((f) => relative(outDir, f))).toEqual([]);
  });

  it("writes config.js with the public configuration only", () => {
    const window: { __MEDUSA_ADMIN_CONFIG__?: unknown } = {};
    runInNewContext(read("config.js"), { window });
    expect(window.__MEDUSA_ADMIN_CONFIG__).toEqual({ backendUrl: "https://api.store.test", publishableApiKey: "pk_public" });
  });

  it("loads everything from the dashboard's own origin, with no inline script", () => {
    const html = read("index.html");
    const addresses = [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(addresses.length).toBeGreaterThan(3);
    expect(addresses.filter((a) => !a.startsWith("/") || a.startsWith("//")).filter((a) => !a.startsWith("data:"))).toEqual([]);
    expect([...html.matchAll(/<script\b([^>]*)>/g)].filter((m) => !/\ssrc=/.test(m[1])).map((m) => m[0])).toEqual([]);
    const assets = filesUnder(join(outDir, "assets"));
    const css = assets.filter((f) => f.endsWith(".css")).map((f) => readFileSync(f, "utf8"));
    expect(css.flatMap((text) => text.match(/@import[^;]*|url\(\s*["']?(?:https?:)?\/\/[^)]*\)/g) ?? [])).toEqual([]);
    const js = assets.filter((f) => f.endsWith(".js")).map((f) => readFileSync(f, "utf8"));
    expect(js.flatMap((text) => text.match(/(?:import\(|from)\s*["'`](?:https?:)?\/\/[^"'`]*/g) ?? [])).toEqual([]);
  });
});

describe("npm run preview with MEDUSA_ADMIN_API_TOKEN", () => {
  const received: { path: string; headers: IncomingHttpHeaders }[] = [];
  // Medusa answers a user with its api_token (GET /admin/auth, /admin/users)
  const backend = createServer((req, res) => {
    received.push({ path: req.url!, headers: req.headers });
    res.setHeader("Content-Type", "application/json");
    res.end(req.url === "/admin/auth" ? JSON.stringify({ user: { email: "a@b.co", api_token: TOKEN } }) : "{}");
  });
  let server: Awaited<ReturnType<typeof preview>>;
  let origin: string;
  let restoreEnv = () => {};

  beforeAll(async () => {
    await new Promise<void>((done) => backend.listen(0, "127.0.0.1", done));
    const backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    // for the server's life: it reads them per request too
    restoreEnv = setEnv({ MEDUSA_ADMIN_API_TOKEN: TOKEN, MEDUSA_BACKEND_URL: backendUrl, MEDUSA_MOCK: undefined });
    server = await preview({ root: ROOT, configFile: join(ROOT, "vite.config.ts"), logLevel: "silent", build: { outDir }, preview: { port: 0, strictPort: false } });
    origin = server.resolvedUrls!.local[0].replace(/\/$/, "");
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    backend.close();
    restoreEnv();
  });

  it("points the dashboard at its own origin and gives the browser no token, not even in the signed-in user", async () => {
    const config = await (await fetch(`${origin}/config.js`)).text();
    expect(config).toContain('"backendUrl": ""');
    const page = await fetch(`${origin}/a/orders`);
    expect(page.headers.get("content-security-policy")).toContain("connect-src 'self';");
    for (const text of [config, await page.text()]) expect(text).not.toContain(TOKEN);
    const auth = await fetch(`${origin}/admin/auth`, { headers: { "sec-fetch-site": "same-origin" } });
    expect(received.at(-1)?.headers["x-medusa-access-token"]).toBe(TOKEN);
    expect(await auth.json()).toEqual({ user: { email: "a@b.co", api_token: null } });
  });

  it("adds the token to the /admin calls of its own pages, not to other sites' nor to /store", async () => {
    const call = (path: string, headers: Record<string, string>) => fetch(`${origin}${path}`, { headers });
    const host = new URL(origin).host;
    received.splice(0);
    await call("/admin/products", { "sec-fetch-site": "same-origin" });
    await call("/admin/orders", {}); // not from a browser (curl, scripts)
    await call("/admin/users", { "sec-fetch-site": "cross-site" });
    await call("/admin/customers", { origin: "http://evil.test" }); // a browser without Sec-Fetch-* (plain-http LAN host)
    await call("/admin/regions", { origin: `http://${host}` });
    await call("/store/products", { "sec-fetch-site": "same-origin" });
    expect(received.map((r) => [r.path, r.headers["x-medusa-access-token"] ?? null])).toEqual([
      ["/admin/products", TOKEN],
      ["/admin/orders", TOKEN],
      ["/admin/users", null],
      ["/admin/customers", null],
      ["/admin/regions", TOKEN],
      ["/store/products", null],
    ]);
  });
});
