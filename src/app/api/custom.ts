// `custom(method, path, payload)`: for plugin authors whose endpoints are not
// in the contract. It goes through the configured admin client, so it gets
// the same base address, auth, retries and error normalisation.
import { adminClient } from "./clients";

export type CustomMethod = "GET" | "POST" | "DELETE";

export const withAdminPrefix = (path: string) => {
  const p = path.startsWith("/") ? path : `/${path}`;
  return p === "/admin" || p.startsWith("/admin/") ? p : `/admin${p}`;
};

export async function custom<T = unknown>(method: CustomMethod, path: string, payload?: Record<string, unknown>): Promise<T> {
  // GET parameters go in the query string; only POST and DELETE carry a JSON body.
  const hasBody = method !== "GET" && payload !== undefined;
  const { data } = await adminClient.request<T, unknown, true>({
    method,
    url: withAdminPrefix(path),
    query: method === "GET" ? payload : undefined,
    body: hasBody ? payload : undefined,
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    throwOnError: true,
    // Plugin endpoints use the same credentials as every admin call.
    security: [{ type: "http", scheme: "bearer" }],
  });
  return data as T;
}
