import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import * as admin from "@generated/admin/sdk.gen";
import * as store from "@generated/store/sdk.gen";
import { configureClients } from "./clients";
import "./store-client";
import { custom } from "./custom";
import { DEFAULT_BACKEND_URL, readRuntimeConfig } from "./runtime-config";
import { getBearerToken, setBearerToken } from "./tokens";

const TEST_ORIGIN = "http://medusa.test";

/** Records every request MSW sees, answering with the generated handlers. */
function record() {
  const requests: Request[] = [];
  server.events.on("request:start", ({ request }) => void requests.push(request.clone()));
  return requests;
}

afterEach(() => {
  server.events.removeAllListeners();
  configureClients({ backendUrl: TEST_ORIGIN });
  setBearerToken("admin", undefined);
  setBearerToken("store", undefined);
  document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

describe("client configuration", () => {
  it("defaults to a local server on port 9000 unless configured", () => {
    expect(DEFAULT_BACKEND_URL).toBe("http://localhost:9000");
    expect(readRuntimeConfig(undefined).backendUrl).toBe("http://localhost:9000");
    expect(readRuntimeConfig({ backendUrl: "https://api.shop.example/" }).backendUrl).toBe("https://api.shop.example");
  });

  it("sends cookies, GET parameters in the query string and no body", async () => {
    const requests = record();
    await admin.getOrders({ query: { limit: 10, offset: 20, status: ["pending", "completed"] }, throwOnError: true });
    const [req] = requests;
    expect(req.credentials).toBe("include");
    expect(new URL(req.url).origin).toBe(TEST_ORIGIN);
    expect(decodeURIComponent(new URL(req.url).search)).toBe("?limit=10&offset=20&status[]=pending&status[]=completed");
    expect(await req.text()).toBe("");
  });

  it("sends JSON bodies on POST", async () => {
    const requests = record();
    await admin.postProducts({ body: { title: "Mug" }, throwOnError: true });
    expect(requests[0].headers.get("Content-Type")).toBe("application/json");
    expect(await requests[0].json()).toEqual({ title: "Mug" });
  });

  it("writes arrays, date ranges and null filters the way the server parses them", async () => {
    const requests = record();
    await admin.getBatchJobs({ query: { limit: 100, type: ["product-export"], created_at: { gte: "2026-10-22" }, failed_at: null } as never, throwOnError: true });
    expect(decodeURIComponent(new URL(requests[0].url).search)).toBe("?limit=100&type[]=product-export&created_at[gte]=2026-10-22&failed_at=null");
  });
});

describe("auth headers", () => {
  it("never sends an admin API token, not even one left in an old config.js (the serving proxy adds it)", async () => {
    configureClients(readRuntimeConfig({ backendUrl: TEST_ORIGIN, adminApiToken: "key-123" } as never));
    server.use(http.get("*/admin/loyalty/points", () => HttpResponse.json({})));
    const requests = record();
    await admin.getProducts({ throwOnError: true });
    await custom("GET", "loyalty/points");
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.headers.get("x-medusa-access-token"))).toEqual([null, null]);
  });

  it("keeps the bearer token of each domain once obtained and sends it", async () => {
    server.use(
      http.post("*/admin/auth/token", () => HttpResponse.json({ access_token: "admin-jwt" })),
      http.post("*/store/auth/token", () => HttpResponse.json({ access_token: "store-jwt" })),
    );
    const requests = record();
    await admin.getProducts({ throwOnError: true });
    await admin.postToken({ body: { email: "a@b.co", password: "x" }, throwOnError: true });
    await store.postToken({ body: { email: "c@d.co", password: "y" }, throwOnError: true });
    await admin.getProducts({ throwOnError: true });
    await store.getCustomersCustomer({ throwOnError: true });
    const auth = requests.filter((r) => r.method === "GET").map((r) => r.headers.get("Authorization"));
    expect(auth).toEqual([null, "Bearer admin-jwt", "Bearer store-jwt"]);
    expect(getBearerToken("admin")).toBe("admin-jwt");
  });

  it("refuses a token domain other than admin or store", () => {
    expect(() => setBearerToken("vendor", "x")).toThrow(/Unknown token domain "vendor"/);
    expect(() => getBearerToken("")).toThrow();
  });

  it("sends the publishable key on store calls only", async () => {
    configureClients({ backendUrl: TEST_ORIGIN, publishableApiKey: "pk_1" });
    const requests = record();
    await store.getRegions({ throwOnError: true });
    await admin.getRegions({ throwOnError: true });
    expect(requests.map((r) => r.headers.get("x-publishable-api-key"))).toEqual(["pk_1", null]);
  });

  it("keeps the publishable key a store call names itself (a key's preview)", async () => {
    configureClients({ backendUrl: TEST_ORIGIN, publishableApiKey: "pk_1" });
    const requests = record();
    await store.getProducts({ headers: { "x-publishable-api-key": "pk_preview" }, throwOnError: true });
    expect(requests.map((r) => r.headers.get("x-publishable-api-key"))).toEqual(["pk_preview"]);
  });

  it("echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN", async () => {
    document.cookie = "XSRF-TOKEN=abc%3D1";
    const requests = record();
    await admin.getStore({ throwOnError: true });
    expect(requests[0].headers.get("X-XSRF-TOKEN")).toBe("abc=1");
  });
});

describe("parse errors and the custom helper", () => {
  it("gives E_JSON_PARSE for malformed JSON where JSON is forced", async () => {
    server.use(http.get("*/admin/store", () => new HttpResponse("{not json", { headers: { "Content-Type": "application/json" } })));
    await expect(admin.getStore({ parseAs: "json", throwOnError: true })).rejects.toMatchObject({ kind: "parse", code: "E_JSON_PARSE" });
  });

  it("prefixes plugin paths with /admin and sends GET payloads as query", async () => {
    server.use(
      http.get("*/admin/loyalty/points", ({ request }) => HttpResponse.json({ q: new URL(request.url).searchParams.get("q") })),
      http.post("*/admin/loyalty/redeem", async ({ request }) => HttpResponse.json(await request.json())),
    );
    expect(await custom("GET", "loyalty/points", { q: "x" })).toEqual({ q: "x" });
    expect(await custom("POST", "/admin/loyalty/redeem", { points: 5 })).toEqual({ points: 5 });
  });
});
