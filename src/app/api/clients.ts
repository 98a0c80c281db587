// Configures the two generated clients once: base address, cookies, auth
// headers, anti-forgery, retries and error normalisation. Pages never touch
// any of this; they call generated query and mutation options.
import { client as adminClient } from "@generated/admin/client.gen";
import { ApiError, GENERIC_ERROR_MESSAGE, normalizeError } from "./errors";
import { createFetch } from "./fetch-with-retries";
import { toQueryString } from "./query-string";
import type { RuntimeConfig } from "./runtime-config";
import { getBearerToken, setBearerToken, type TokenDomain } from "./tokens";

const XSRF_COOKIE = "XSRF-TOKEN";
const XSRF_HEADER = "X-XSRF-TOKEN";
const TOKEN_PATHS: Record<TokenDomain, string> = { admin: "/admin/auth/token", store: "/store/auth/token" };

const cookie = (name: string) =>
  typeof document === "undefined"
    ? undefined
    : document.cookie
        .split("; ")
        .find((c) => c.startsWith(`${name}=`))
        ?.slice(name.length + 1);

const hasJsonBody = (response: Response) =>
  response.status !== 204 && response.headers.get("Content-Length") !== "0" && /\bjson\b/.test(response.headers.get("Content-Type") ?? "");

async function assertJson(response: Response) {
  const text = await response.clone().text();
  try {
    if (text) JSON.parse(text);
  } catch {
    throw new ApiError("parse", GENERIC_ERROR_MESSAGE, response.status, "E_JSON_PARSE");
  }
}

/**
 * Generated operations carry their own query-serializer settings (from the
 * contract's parameter styles), which take precedence over the client's; the
 * query string is rewritten here so that every call uses the server's form.
 */
async function withServerQueryString(request: Request, query: Record<string, unknown> | undefined) {
  if (!query) return request;
  const url = new URL(request.url);
  url.search = toQueryString(query);
  if (url.href === request.url) return request;
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body,
    credentials: request.credentials,
    signal: request.signal,
    redirect: request.redirect,
  });
}

type Client = typeof adminClient;

let current: RuntimeConfig = { backendUrl: "" };
const installed = new Map<TokenDomain, Client>();

/**
 * Installs a generated client: interceptors once (they read the current
 * configuration, so configureClients can be called again), then the current
 * configuration. The admin client is installed here; the store client by
 * ./store-client.ts, imported by what calls the store API, so that pages
 * that do not (sign-in among them) do not load a second client runtime.
 */
export function installClient(domain: TokenDomain, client: Client) {
  if (installed.has(domain)) return;
  installed.set(domain, client);
  client.interceptors.request.use(async (request, options) => {
    request = await withServerQueryString(request, options.query);
    const xsrf = cookie(XSRF_COOKIE);
    if (xsrf) request.headers.set(XSRF_HEADER, decodeURIComponent(xsrf));
    // A call naming its own key (a key's preview in the settings) keeps it.
    if (domain === "store" && current.publishableApiKey && !request.headers.has("x-publishable-api-key")) {
      request.headers.set("x-publishable-api-key", current.publishableApiKey);
    }
    return request;
  });
  client.interceptors.response.use(async (response, request, options) => {
    // Where a caller forces JSON, a malformed body is a parse error (the
    // generated client would otherwise throw a bare SyntaxError).
    if (response.ok && options.parseAs === "json") await assertJson(response);
    const validation = current.validateResponses ?? "off";
    if (validation !== "off" && response.ok && hasJsonBody(response)) {
      const { validateResponse } = await import("./response-validation");
      await validateResponse(domain, options, response, validation);
    }
    if (response.ok && new URL(request.url).pathname.endsWith(TOKEN_PATHS[domain])) {
      const body = (await response.clone().json()) as { access_token?: string };
      setBearerToken(domain, body.access_token);
    }
    return response;
  });
  client.interceptors.error.use((error, response) => normalizeError(error, response));
  applyConfig(domain, client);
}

export function configureClients(config: RuntimeConfig) {
  current = config;
  for (const [domain, client] of installed) applyConfig(domain, client);
}

function applyConfig(domain: TokenDomain, client: Client) {
  client.setConfig({
    baseUrl: current.backendUrl,
    credentials: "include",
    fetch: createFetch({ maxRetries: current.maxRetries ?? 0, timeoutMs: current.timeoutMs ?? 0 }),
    querySerializer: toQueryString,
    // Each generated operation lists the security schemes it accepts; this
    // answers the bearer scheme once a token was obtained. Operations the
    // contract leaves unsecured (sign-in, password reset, invite acceptance)
    // get nothing. The admin API key scheme is never answered here: the
    // browser holds no admin token (the serving proxy adds it).
    auth: (scheme) => (scheme.type === "http" && scheme.scheme === "bearer" ? getBearerToken(domain) : undefined),
  });
}

installClient("admin", adminClient);
export { adminClient };
