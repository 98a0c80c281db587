// Writes config.js, the run-time configuration the dashboard reads before it
// starts (see src/app/api/runtime-config.ts):
//   dev and preview servers: generated per request from the environment;
//   build: emitted into dist/ with the build-time environment, for the
//   operator to edit in place (preview serves that file when no variable is set).
import type { Plugin } from "vite";

const ENV_KEYS = {
  backendUrl: "MEDUSA_BACKEND_URL",
  adminApiToken: "MEDUSA_ADMIN_API_TOKEN",
  publishableApiKey: "MEDUSA_PUBLISHABLE_API_KEY",
  maxRetries: "MEDUSA_MAX_RETRIES",
  timeoutMs: "MEDUSA_TIMEOUT_MS",
  analyticsEndpoint: "MEDUSA_ANALYTICS_ENDPOINT",
} as const;
const NUMERIC = new Set(["maxRetries", "timeoutMs"]);

export function configFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const config: Record<string, string | number> = {};
  for (const [key, name] of Object.entries(ENV_KEYS)) {
    const value = env[name];
    if (value !== undefined) config[key] = NUMERIC.has(key) ? Number(value) : value;
  }
  return config;
}

export const configScript = (config: object) =>
  `// Run-time configuration of the dashboard: backendUrl ("" = this origin),\n` +
  `// adminApiToken, publishableApiKey, maxRetries, timeoutMs, analyticsEndpoint. Edit to point it at another store.\n` +
  `window.__MEDUSA_ADMIN_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`;

export function runtimeConfig(): Plugin {
  const serve: Plugin["configureServer"] = (server) => {
    server.middlewares.use("/config.js", (_req, res, next) => {
      const config = configFromEnv();
      if (Object.keys(config).length === 0 && server.config.command === "build") return next();
      res.setHeader("Content-Type", "text/javascript");
      res.setHeader("Cache-Control", "no-store");
      res.end(configScript(config));
    });
  };
  return {
    name: "medusa-admin-runtime-config",
    configureServer: serve,
    configurePreviewServer(server) {
      server.middlewares.use("/config.js", (_req, res, next) => {
        const config = configFromEnv();
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
