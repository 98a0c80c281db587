// The dev and preview servers' proxy of the API paths, and the admin API
// token, which only these servers ever hold:
//   MEDUSA_MOCK=1 (set by `npm start` without a backend): /admin and /store go
//     to the Prism mock servers;
//   MEDUSA_ADMIN_API_TOKEN set: /admin and /store go to MEDUSA_BACKEND_URL, and
//     the server adds the token to the /admin calls of this origin's pages;
//   otherwise: no proxy, the dashboard calls the backend itself.
// In the first two cases config.js gives the dashboard its own origin
// (scripts/vite/runtime-config.ts), so the token never reaches the browser.
import type { IncomingHttpHeaders } from "node:http";
import type { ProxyOptions } from "vite";
import { DEFAULT_BACKEND_URL } from "../../src/app/api/runtime-config.ts";
import { mockProxy } from "../mock/ports.ts";

export const ADMIN_TOKEN_HEADER = "x-medusa-access-token";

export const proxiesApi = (env: NodeJS.ProcessEnv) => env.MEDUSA_MOCK === "1" || Boolean(env.MEDUSA_ADMIN_API_TOKEN);

/**
 * Whether a request comes from this server's own pages (or from no page at
 * all, e.g. curl). The token is an admin credential: another site's page
 * must not get calls made with it through the user's browser (a form posted
 * cross-site would otherwise cancel orders as the admin).
 */
export function fromOwnOrigin(headers: IncomingHttpHeaders) {
  const site = headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin" || site === "none";
  // Browsers send no Sec-Fetch-* to plain-http hosts other than loopback (a
  // server opened with --host): there, the Origin header tells.
  const origin = headers.origin;
  return origin === undefined || (URL.canParse(origin) && new URL(origin).host === headers.host);
}

export function apiProxy(env: NodeJS.ProcessEnv = process.env): Record<string, ProxyOptions> | undefined {
  if (env.MEDUSA_MOCK === "1") return mockProxy();
  const token = env.MEDUSA_ADMIN_API_TOKEN;
  if (!token) return undefined;
  const target = env.MEDUSA_BACKEND_URL || DEFAULT_BACKEND_URL;
  return {
    "/admin": {
      target,
      changeOrigin: true,
      configure: (proxy) =>
        proxy.on("proxyReq", (proxyReq, req) => {
          if (fromOwnOrigin(req.headers)) proxyReq.setHeader(ADMIN_TOKEN_HEADER, token);
        }),
    },
    // the store API does not take the admin token
    "/store": { target, changeOrigin: true },
  };
}
