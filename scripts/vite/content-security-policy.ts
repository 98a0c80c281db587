// The Content-Security-Policy the built dashboard runs under, sent by the
// preview server (so both end-to-end tiers run with it) and given to web
// servers in the README: scripts only from this origin (no inline script:
// config.js and the pre-paint script are files), calls to this origin and the
// backend (and the analytics endpoint), images also from data:, blob: and
// any https: host (product media). Styles may be inline: Emotion (Chakra)
// inserts <style> elements.
// The dev server (`npm start`) sends none: Vite's HMR client and React
// refresh run inline scripts.
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { DEFAULT_BACKEND_URL, type RuntimeConfig } from "../../src/app/api/runtime-config.ts";
import { servedConfig } from "./runtime-config.ts";

/** The origin of an absolute http(s) address; nothing for "" or a path (this origin). */
const originOf = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? [new URL(url).origin] : []);

export function contentSecurityPolicy(config: Partial<RuntimeConfig>) {
  const { backendUrl = DEFAULT_BACKEND_URL, analyticsEndpoint } = config;
  const backend = originOf(backendUrl);
  const connect = [...new Set([...backend, ...originOf(analyticsEndpoint)])];
  return [
    "default-src 'self'",
    ["connect-src 'self'", ...connect].join(" "),
    ["img-src 'self'", ...backend, "data: blob: https:"].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    // not covered by default-src: no <base> elsewhere, no form posted away, no framing (clickjacking)
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function contentSecurityPolicyHeader(): Plugin {
  return {
    name: "medusa-admin-content-security-policy",
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((_req, res, next) => {
        // per request, as config.js is: an edited config.js applies without a restart
        res.setHeader("Content-Security-Policy", contentSecurityPolicy(servedConfig(outDir)));
        next();
      });
    },
  };
}
