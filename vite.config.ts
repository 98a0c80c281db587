import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import adminPluginsConfig from "./admin-plugins.config.ts";
import { mockProxy } from "./scripts/mock/ports.ts";
import { adminPlugins } from "./scripts/vite/admin-plugins.ts";
import { chakraGlobalCss } from "./scripts/vite/chakra-global-css.ts";
import { chunkGroups } from "./scripts/vite/chunk-groups.ts";
import { localePreload } from "./scripts/vite/locale-preload.ts";
import { runtimeConfig } from "./scripts/vite/runtime-config.ts";
import { splitGenerated } from "./scripts/vite/split-generated.ts";

// MEDUSA_MOCK=1 (set by `npm start` without a backend): the API paths go to
// the Prism mock servers, and the dashboard calls its own origin.
const proxy = process.env.MEDUSA_MOCK === "1" ? mockProxy() : undefined;

export default defineConfig({
  plugins: [react(), runtimeConfig(), localePreload(), adminPlugins(adminPluginsConfig), splitGenerated(), chakraGlobalCss()],
  // @app/…, @generated/…, @mocks/…, @tests/… (tsconfig.json paths)
  resolve: { tsconfigPaths: true },
  server: { host: "127.0.0.1", port: 5173, strictPort: true, proxy },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true, proxy },
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
