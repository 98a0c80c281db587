// The run-time configuration, set by config.js beside index.html (written by
// the dev server from the environment, or by the build and then edited by the
// operator), so that one build serves any store. It is public: it holds no
// secret. An admin API token is added by the dev or preview server that
// forwards the API calls (scripts/vite/api-proxy.ts), never by this client.
export interface RuntimeConfig {
  /** Base address of the Medusa server; "" means the page's own origin. */
  backendUrl: string;
  /** Publishable key sent as x-publishable-api-key on store calls. */
  publishableApiKey?: string;
  /** Retries of failed calls (network, 409, 501-599); 0 = none. */
  maxRetries?: number;
  /** Milliseconds before a call is abandoned; 0 or unset = never. */
  timeoutMs?: number;
  /** Where usage-data events are sent (one beacon each); unset = nothing leaves the browser. */
  analyticsEndpoint?: string;
  /**
   * Each response parsed with its generated Zod schema: "warn" logs a
   * mismatch and keeps the data, "error" logs it as an error and fails the
   * call. Unset: "warn" in development, "off" in a build.
   */
  validateResponses?: ResponseValidation;
}

export const RESPONSE_VALIDATION = ["off", "warn", "error"] as const;
export type ResponseValidation = (typeof RESPONSE_VALIDATION)[number];

declare global {
  interface Window {
    __MEDUSA_ADMIN_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const DEFAULT_BACKEND_URL = "http://localhost:9000";

export function readRuntimeConfig(source: Partial<RuntimeConfig> | undefined = window.__MEDUSA_ADMIN_CONFIG__): RuntimeConfig {
  const validation = source?.validateResponses;
  return {
    ...source,
    backendUrl: (source?.backendUrl ?? DEFAULT_BACKEND_URL).replace(/\/$/, ""),
    validateResponses: validation && RESPONSE_VALIDATION.includes(validation) ? validation : import.meta.env.DEV ? "warn" : "off",
  };
}
