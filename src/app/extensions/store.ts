// The registered extensions as one immutable snapshot, for
// useSyncExternalStore. Kept free of validation code: this module is on every
// page's critical path, the registration code (./register.ts) loads with the plugins.
import type { ComponentType } from "react";
import type { ExtensionIcon, PluginText, WidgetProps } from "./types";
import type { ZoneName } from "./zones";

/** A registered plugin, as its pages and widgets know it. */
export interface PluginInfo {
  name: string;
  /** i18next namespace of the plugin's translations. */
  ns: string;
}

export interface RegisteredRoute {
  plugin: PluginInfo;
  /** Relative to its parent (top level: to /a/), without a leading slash. */
  path: string;
  component: ComponentType;
  children: RegisteredRoute[];
}

export interface SidebarLink {
  plugin: PluginInfo;
  /** Under /a/, without a leading slash. */
  path: string;
  label: PluginText;
  icon?: ExtensionIcon;
}

export interface RegisteredSetting {
  plugin: PluginInfo;
  /** Under /a/, e.g. "settings/loyalty". */
  path: string;
  component: ComponentType;
  label: PluginText;
  description: PluginText;
  icon?: ExtensionIcon;
}

export interface RegisteredWidget {
  plugin: PluginInfo;
  /** Unique within its zone. */
  key: string;
  component: ComponentType<WidgetProps>;
}

export type ProblemCode = "reservedPath" | "duplicatePath" | "unknownZone" | "duplicateName" | "invalid" | "loadFailed";

export interface PluginProblem {
  code: ProblemCode;
  path?: string;
  zone?: string;
  /** What exactly is wrong, in English, for the console. */
  detail: string;
}

/** A plugin that was not registered (nothing of it is shown). */
export interface PluginRejection {
  /** Its name, or its entry in admin-plugins.config.ts when it has none. */
  plugin: string;
  problems: PluginProblem[];
}

export interface ExtensionSnapshot {
  /** "loading" until every configured plugin has been loaded (or has failed). */
  status: "loading" | "ready";
  plugins: PluginInfo[];
  routes: RegisteredRoute[];
  links: SidebarLink[];
  /** Sorted by path. */
  settings: RegisteredSetting[];
  widgets: Partial<Record<ZoneName, RegisteredWidget[]>>;
  rejected: PluginRejection[];
  /**
   * Draws a zone's widgets; comes with the registration code, so that
   * pages carry no widget-rendering code until plugins have registered some.
   */
  ZoneWidgets?: ComponentType<ZoneWidgetsProps>;
}

export interface ZoneWidgetsProps {
  zone: ZoneName;
  entity: unknown;
  widgets: RegisteredWidget[];
}

export interface ExtensionStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ExtensionSnapshot;
  /** Replaces the snapshot and tells the subscribers. */
  set: (next: ExtensionSnapshot) => void;
}

export const emptySnapshot = (status: ExtensionSnapshot["status"]): ExtensionSnapshot => ({
  status,
  plugins: [],
  routes: [],
  links: [],
  settings: [],
  widgets: {},
  rejected: [],
});

export function createExtensionStore(initial = emptySnapshot("loading")): ExtensionStore {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    set(next) {
      snapshot = next;
      listeners.forEach((l) => l());
    },
  };
}

/** The dashboard's own store, filled by ./load-plugins.ts. */
export const appExtensions = createExtensionStore();
