// Loads the plugins of admin-plugins.config.ts (each its own chunk, see
// scripts/vite/admin-plugins.ts) and registers them into the app's store.
// A plugin whose chunk fails to load is reported like any rejected plugin.
import type { i18n as I18n } from "i18next";
import loaders, { sources } from "virtual:admin-plugins";
import { type PluginCandidate, registerPlugins } from "./register";
import type { ExtensionStore } from "./store";

export async function loadPlugins(store: ExtensionStore, i18n: I18n) {
  const settled = await Promise.allSettled(loaders.map((load) => load()));
  const candidates = settled.map<PluginCandidate>((result, i) =>
    result.status === "fulfilled" ? { source: sources[i], loaded: result.value.default } : { source: sources[i], failed: result.reason },
  );
  registerPlugins(store, candidates, i18n);
}
