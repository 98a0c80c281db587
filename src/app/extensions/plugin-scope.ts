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
  const { t, i18n, ready } = useTranslation(usePlugin().ns as never);
  return { t: t as unknown as PluginT, i18n, ready };
}

/**
 * `t` of a plugin's texts. Its keys are the plugin's own, so the dashboard's
 * typed keys (i18n/i18next.d.ts) do not apply to them.
 */
export type PluginT = (key: string, options?: Record<string, unknown>) => string;

/** The dashboard's `t`, reading a plugin's namespace (its sidebar link, settings card). */
export const pluginText = (t: unknown, ns: string): PluginT => (key, options) => (t as PluginT)(key, { ...options, ns });
