// The real tier's direct line to the Medusa server: the admin API with the
// seeded API token (to prepare and clean up what the browser then uses), and
// reset tokens signed by scripts/backend/reset-token.js.
import { execFileSync } from "node:child_process";
import { expect, type Locator } from "@playwright/test";

export const BACKEND_URL = (process.env.MEDUSA_BACKEND_URL || "http://127.0.0.1:9000").replace(/\/$/, "");
const API_TOKEN = process.env.E2E_ADMIN_API_TOKEN || "e2e-admin-api-token";

/** The seeded admin (scripts/backend/up.sh). Never changed by the tests. */
export const ADMIN = { email: "admin@example.com", password: "supersecret", name: "E2E Admin" };

/** The browser's own line for an expected 401 (signed out, wrong password). */
export const UNAUTHORIZED = /Failed to load resource: the server responded with a status of 401/;

/**
 * The browser's own line for a user's first sign-in: the dashboard asks for
 * their usage-data preferences (analytics config), which do not exist yet (404).
 */
export const NO_USAGE_PREFERENCES = /Failed to load resource: the server responded with a status of 404/;

/**
 * One pattern for several expected lines: `allowedConsoleErrors` must get a
 * one-element array, as Playwright reads [value, object] as [value, options].
 */
export const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => `(?:${p.source})`).join("|"));

export async function adminApi<T = unknown>(method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(BACKEND_URL + path, {
    method,
    headers: { "x-medusa-access-token": API_TOKEN, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${text.slice(0, 300)}`);
  // some routes answer a bare "OK"
  return (res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : {}) as T;
}

interface User {
  id: string;
  email: string;
}
interface Invite {
  id: string;
  user_email: string;
  token: string;
}

/** Products whose title starts with the prefix, deleted (clean-up of a test's own products). */
export async function deleteProductsTitled(prefix: string) {
  const { products } = await adminApi<{ products: { id: string; title: string }[] }>("GET", `/admin/products?q=${encodeURIComponent(prefix)}&limit=50&fields=id,title`);
  for (const p of products.filter((p) => p.title.startsWith(prefix))) await adminApi("DELETE", `/admin/products/${p.id}`);
  return products.filter((p) => p.title.startsWith(prefix)).length;
}

/**
 * The orders table's first row is the store's newest order. Other tests place
 * orders meanwhile: the page and the API are read again until they agree.
 */
export async function expectNewestOrderFirst(orders: Locator) {
  const first = orders.getByRole("row").filter({ has: orders.page().getByRole("cell") }).first();
  let tries = 0;
  await expect(async () => {
    if (tries++) await orders.page().reload();
    const { orders: newest } = await adminApi<{ orders: { display_id: number }[] }>("GET", "/admin/orders?limit=1&order=-created_at&fields=id,display_id");
    await expect(first).toContainText(`#${newest[0].display_id}`, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** A unique address per call, so that runs never collide with earlier ones. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.com`;

export async function createUser(user: { email: string; password: string; first_name: string; last_name: string }) {
  return (await adminApi<{ user: User }>("POST", "/admin/users", user)).user;
}

/** Deletes the user with this email and any invite still pending for it. */
export async function deleteUserAndInvites(email: string) {
  const { users } = await adminApi<{ users: User[] }>("GET", "/admin/users");
  for (const user of users.filter((u) => u.email === email)) await adminApi("DELETE", `/admin/users/${user.id}`);
  const { invites } = await adminApi<{ invites: Invite[] }>("GET", "/admin/invites");
  for (const invite of invites.filter((i) => i.user_email === email)) await adminApi("DELETE", `/admin/invites/${invite.id}`);
}

/** Invites `email` and returns the invite link's token. */
export async function createInvite(email: string, role: "admin" | "member" | "developer" = "member") {
  await adminApi("POST", "/admin/invites", { user: email, role });
  const { invites } = await adminApi<{ invites: Invite[] }>("GET", "/admin/invites");
  const invite = invites.find((i) => i.user_email === email);
  if (!invite) throw new Error(`no invite for ${email} after POST /admin/invites`);
  return invite.token;
}

/** A valid password-reset token, as the reset email would carry it. */
export function resetToken(email: string) {
  return execFileSync("node", ["scripts/backend/reset-token.js", email], { encoding: "utf8" }).trim();
}

interface AnalyticsConfig {
  opt_out: boolean;
  anonymize: boolean;
}

/**
 * Gives the seeded admin (the API token's user) a usage-data answer, opted
 * out, so that tests signing in as the admin never meet the first-sign-in
 * overlay. Idempotent.
 */
export async function ensureAdminUsagePreferences() {
  const res = await fetch(`${BACKEND_URL}/admin/analytics-configs`, { headers: { "x-medusa-access-token": API_TOKEN } });
  if (res.status === 404) await adminApi("POST", "/admin/analytics-configs", { opt_out: true, anonymize: false });
  else if (!res.ok) throw new Error(`GET /admin/analytics-configs -> ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

/** A user's own analytics config, read with their session (undefined: none yet). */
export async function usagePreferencesOf(email: string, password: string): Promise<AnalyticsConfig | undefined> {
  const auth = await fetch(`${BACKEND_URL}/admin/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!auth.ok) throw new Error(`POST /admin/auth as ${email} -> ${auth.status}`);
  const cookie = auth.headers.get("set-cookie")?.split(";")[0] ?? "";
  const res = await fetch(`${BACKEND_URL}/admin/analytics-configs`, { headers: { cookie } });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`GET /admin/analytics-configs as ${email} -> ${res.status}`);
  return ((await res.json()) as { analytics_config: AnalyticsConfig }).analytics_config;
}

interface BatchJob {
  id: string;
  status: string;
}

/**
 * Starts a batch job as the seeded admin (the dashboard lists a user's own
 * jobs) and confirms it if the server waits for that (a dry run stops at
 * pre_processed; otherwise the server confirms it itself).
 */
export async function startBatchJob(type: "product-export", context: object = {}) {
  const { batch_job } = await adminApi<{ batch_job: BatchJob }>("POST", "/admin/batch-jobs", { type, context });
  const deadline = Date.now() + 15_000;
  for (let job = batch_job; Date.now() < deadline; ) {
    if (job.status === "pre_processed") return (await adminApi<{ batch_job: BatchJob }>("POST", `/admin/batch-jobs/${job.id}/confirm`)).batch_job;
    if (job.status !== "created") return job;
    await new Promise((resolve) => setTimeout(resolve, 300));
    job = (await adminApi<{ batch_job: BatchJob }>("GET", `/admin/batch-jobs/${job.id}`)).batch_job;
  }
  throw new Error(`batch job ${batch_job.id} was not pre-processed within 15 s`);
}
