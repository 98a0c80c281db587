// The dashboard's plugins, bundled at build time, each its own chunk (see
// "Plugins" in the README and scripts/vite/admin-plugins.ts): local folders
// ("./plugins/<name>", with a package.json naming a TypeScript entry) and npm
// package names. Restart `npm start` after editing.
import type { AdminPluginsConfig } from "./scripts/vite/admin-plugins.ts";

export default ["./plugins/loyalty-example"] satisfies AdminPluginsConfig;
