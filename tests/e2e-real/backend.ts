// The real tier's direct line to the Medusa server: the admin API with the
// seeded API token (to prepare and clean up what the browser then uses), and
// reset tokens signed by scripts/backend/reset-token.js.
import { execFileSync } from "node:child_process";

export const BACKEND_URL = (process.env.MEDUSA_BACKEND_URL || "http://127.0.0.1:9000").replace(/\/$/, "");
const API_TOKEN = process.env.E2E_ADMIN_API_TOKEN || "e2e-admin-api-token";

/** The seeded admin (scripts/backend/up.sh). Never changed by the tests. */
export const ADMIN = { email: "admin@example.com", password: "supersecret", name: "E2E Admin" };

/** The browser's own line for an expected 401 (signed out, wrong password). */
export const UNAUTHORIZED = /Failed to load resource: the server responded with a status of 401/;

async function adminApi<T = unknown>(method: string, path: string, body?: object): Promise<T> {
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
