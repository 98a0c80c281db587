// Generated-client instances for the contract tests, pointed at the real
// server (MEDUSA_BACKEND_URL, default: scripts/backend/up.sh's address).
import { createClient, createConfig } from "@generated/admin/client";
import { getStore } from "@generated/admin/sdk.gen";

export const backendUrl = (process.env.MEDUSA_BACKEND_URL ?? "http://127.0.0.1:9000").replace(/\/$/, "");
/** The API token fixtures.js gives the seeded admin user. */
const apiToken = process.env.ADMIN_API_TOKEN ?? "e2e-admin-api-token";

/** Signed in with the API token header. */
export const adminClient = createClient(createConfig({ baseUrl: backendUrl, headers: { "x-medusa-access-token": apiToken } }));
/** No credentials at all. */
export const anonymousClient = createClient(createConfig({ baseUrl: backendUrl }));

/**
 * Whether the server runs with the v1 inventory + stock-location modules:
 * GET /admin/store lists inventoryService and stockLocationService only in
 * that mode. Their `resolution` is `false` even then, so presence decides.
 */
export async function inventoryEnabled(): Promise<boolean> {
  const { data, response } = await getStore({ client: adminClient });
  if (!response?.ok || !data) throw new Error(`GET /admin/store answered ${response?.status} at ${backendUrl}: is the server up (scripts/backend/up.sh)?`);
  const modules = (data.store.modules ?? []).map((m) => m.module);
  return modules.includes("inventoryService") && modules.includes("stockLocationService");
}
