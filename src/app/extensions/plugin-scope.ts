// Which plugin a page or widget belongs to, for its translations.
import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import type { PluginInfo } from "./store";

export const PluginContext = createContext<PluginInfo | null>(null);

/** The plugin whose page, settings page or widget is rendering. */
export function usePlugin(): PluginInfo {
  const plugin = useContext(PluginContext);
  if (!plugin) throw new Error("usePlugin must be used within a plugin's page, settings page or widget");
  return plugin;
}

/**
 * `t` of the plugin's own translations (its `translations` in definePlugin;
 * a language it lacks falls back to its en texts).
 */
export function usePluginTranslation() {
  return useTranslation(usePlugin().ns);
}
