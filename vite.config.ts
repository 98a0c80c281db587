import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import adminPluginsConfig from "./admin-plugins.config.ts";
import { adminPlugins } from "./scripts/vite/admin-plugins.ts";
import { apiProxy } from "./scripts/vite/api-proxy.ts";
import { chakraGlobalCss } from "./scripts/vite/chakra-global-css.ts";
import { chunkGroups } from "./scripts/vite/chunk-groups.ts";
import { contentSecurityPolicyHeader } from "./scripts/vite/content-security-policy.ts";
import { prepaint } from "./scripts/vite/prepaint.ts";
import { localeSplit } from "./scripts/vite/locale-split.ts";
import { mockQa } from "./scripts/vite/mock-qa.ts";
import { runtimeConfig } from "./scripts/vite/runtime-config.ts";
import { splitGenerated } from "./scripts/vite/split-generated.ts";

// /admin and /store to the Prism mock, or to the backend with the admin API
// token added (scripts/vite/api-proxy.ts); the dashboard then calls its own origin.
const proxy = apiProxy();

export default defineConfig({
  plugins: [
    react(),
    runtimeConfig(),
    contentSecurityPolicyHeader(),
    prepaint(),
    localeSplit(),
    adminPlugins(adminPluginsConfig),
    splitGenerated(),
    chakraGlobalCss(),
    mockQa(),
  ],
  // @app/…, @generated/…, @mocks/…, @tests/… (tsconfig.json paths)
  resolve: { tsconfigPaths: true },
  server: { host: "127.0.0.1", port: 5173, strictPort: true, proxy },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true, proxy },
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Chakra's theme module builds its whole default config at load (every recipe); what the
      // dashboard does not import from it is dropped only when that call counts as pure.
      treeshake: { manualPureFunctions: ["defineConfig"] },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
