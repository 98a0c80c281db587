// Writes config.js, the run-time configuration the dashboard reads before it
// starts (see src/app/api/runtime-config.ts):
//   dev and preview servers: generated per request from the environment;
//   build: emitted into dist/ with the build-time environment, for the
//   operator to edit in place (preview serves that file when no variable is set).
// config.js is public: no secret goes into it. The admin API token is held by
// the dev and preview servers only (./api-proxy.ts); a build refuses it.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { runInNewContext } from "node:vm";
import type { Plugin } from "vite";
import type { RuntimeConfig } from "../../src/app/api/runtime-config.ts";
import { proxiesApi } from "./api-proxy.ts";

const ENV_KEYS = {
  backendUrl: "MEDUSA_BACKEND_URL",
  publishableApiKey: "MEDUSA_PUBLISHABLE_API_KEY",
  maxRetries: "MEDUSA_MAX_RETRIES",
  timeoutMs: "MEDUSA_TIMEOUT_MS",
  analyticsEndpoint: "MEDUSA_ANALYTICS_ENDPOINT",
  validateResponses: "MEDUSA_VALIDATE_RESPONSES",
} as const;
const NUMERIC = new Set(["maxRetries", "timeoutMs"]);

export const TOKEN_REFUSED =
  "npm run build refuses MEDUSA_ADMIN_API_TOKEN: the built files are public, so a token in them would be anyone's. " +
  "Unset it for the build. To use a token, give it to the server instead: " +
  "`MEDUSA_ADMIN_API_TOKEN=… npm run preview` (or `npm start`) adds it to the API calls it forwards.";

export function configFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const config: Record<string, string | number> = {};
  for (const [key, name] of Object.entries(ENV_KEYS)) {
    const value = env[name];
    if (value !== undefined) config[key] = NUMERIC.has(key) ? Number(value) : value;
  }
  return config;
}

/** What a dev or preview server gives in config.js: the environment's, on this origin when it forwards the API. */
const servedConfigFromEnv = (env: NodeJS.ProcessEnv) => (proxiesApi(env) ? { ...configFromEnv(env), backendUrl: "" } : configFromEnv(env));

/**
 * The configuration the preview server's pages get: from the environment,
 * or else the built config.js in `outDir` as the operator may have edited it.
 */
export function servedConfig(outDir: string, env: NodeJS.ProcessEnv = process.env): Partial<RuntimeConfig> {
  const config = servedConfigFromEnv(env);
  if (Object.keys(config).length > 0) return config;
  const window: { __MEDUSA_ADMIN_CONFIG__?: Partial<RuntimeConfig> } = {};
  runInNewContext(readFileSync(resolve(outDir, "config.js"), "utf8"), { window });
  return window.__MEDUSA_ADMIN_CONFIG__ ?? {};
}

export const configScript = (config: object) =>
  `// Run-time configuration of the dashboard: backendUrl ("" = this origin),\n` +
  `// publishableApiKey, maxRetries, timeoutMs, analyticsEndpoint, validateResponses ("off", "warn", "error").\n` +
  `// Edit to point it at another store.\n` +
  `// This file is public: put no secret here.\n` +
  `window.__MEDUSA_ADMIN_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`;

export function runtimeConfig(): Plugin {
  return {
    name: "medusa-admin-runtime-config",
    config(_, { command }) {
      if (command === "build" && process.env.MEDUSA_ADMIN_API_TOKEN) throw new Error(TOKEN_REFUSED);
    },
    configureServer(server) {
      server.middlewares.use("/config.js", (_req, res) => {
        res.setHeader("Content-Type", "text/javascript");
        res.setHeader("Cache-Control", "no-store");
        res.end(configScript(servedConfigFromEnv(process.env)));
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use("/config.js", (_req, res, next) => {
        const config = servedConfigFromEnv(process.env);
        if (Object.keys(config).length === 0) return next();
        res.setHeader("Content-Type", "text/javascript");
        res.setHeader("Cache-Control", "no-store");
        res.end(configScript(config));
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "config.js", source: configScript(configFromEnv()) });
    },
  };
}
