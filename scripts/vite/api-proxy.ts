// The dev and preview servers' proxy of the API paths, and the admin API
// token, which only these servers ever hold:
//   MEDUSA_MOCK=1 (set by `npm start` without a backend): /admin and /store go
//     to the Prism mock servers;
//   MEDUSA_ADMIN_API_TOKEN set: /admin and /store go to MEDUSA_BACKEND_URL, and
//     the server adds the token to the /admin calls of this origin's pages and
//     takes it out of the answers (Medusa returns a user's api_token with the
//     user, GET /admin/auth included);
//   otherwise: no proxy, the dashboard calls the backend itself.
// In the first two cases config.js gives the dashboard its own origin
// (scripts/vite/runtime-config.ts), so the token never reaches the browser.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
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

/** Forwards a backend answer with every occurrence of the token, as a JSON string, made null. */
async function withoutToken(token: string, proxyRes: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of proxyRes) chunks.push(chunk as Buffer);
  let body = Buffer.concat(chunks);
  const headers = { ...proxyRes.headers };
  const text = body.toString("utf8");
  const redacted = text.replaceAll(JSON.stringify(token), "null");
  if (redacted !== text) {
    body = Buffer.from(redacted);
    delete headers["transfer-encoding"];
    headers["content-length"] = String(body.length);
  }
  res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage, headers);
  res.end(body);
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
      selfHandleResponse: true,
      configure: (proxy) => {
        proxy.on("proxyReq", (proxyReq, req) => {
          if (fromOwnOrigin(req.headers)) proxyReq.setHeader(ADMIN_TOKEN_HEADER, token);
          proxyReq.setHeader("accept-encoding", "identity"); // a body the token can be found in
        });
        proxy.on("proxyRes", (proxyRes, _req, res) => void withoutToken(token, proxyRes, res).catch((error: Error) => res.destroy(error)));
      },
    },
    // the store API does not take the admin token
    "/store": { target, changeOrigin: true },
  };
}
