// Registration: checks each loaded plugin (paths free, zones known, parts well
// formed) and adds it whole to the store, or rejects it whole with a message
// naming the plugin and what is wrong. One faulty plugin never stops the others.
import type { i18n as I18n } from "i18next";
import type { ComponentType } from "react";
import { joinPaths, normalizePath, overlaps, reservedRoute, reservedSetting } from "./reserved";
import type {
  ExtensionSnapshot,
  ExtensionStore,
  PluginInfo,
  PluginProblem,
  PluginRejection,
  RegisteredRoute,
  RegisteredSetting,
  RegisteredWidget,
  SidebarLink,
} from "./store";
import type { WidgetProps } from "./types";
import ZoneWidgets from "./ZoneWidgets";
import { isZoneName, type ZoneName } from "./zones";

/** One entry of admin-plugins.config.ts once its import has settled. */
export type PluginCandidate = { source: string; loaded: unknown } | { source: string; failed: unknown };

/** The i18next namespace of a plugin's texts. */
export const pluginNamespace = (name: string) => `plugins/${name}`;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
// Function components, classes, and the objects of memo/forwardRef/lazy.
const isComponent = (v: unknown): v is ComponentType => typeof v === "function" || (isObject(v) && "$$typeof" in v);
const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
const listOf = (v: unknown, what: string, problems: PluginProblem[]): unknown[] => {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v;
  problems.push({ code: "invalid", detail: `${what} must be an array` });
  return [];
};

/** The English message of a rejection, for the console and the tests. */
export const rejectionMessage = (r: PluginRejection) =>
  `[admin-plugins] Plugin "${r.plugin}" was rejected: ${r.problems.map((p) => p.detail).join("; ")}. The dashboard runs without it.`;

interface Draft {
  routes: RegisteredRoute[];
  links: SidebarLink[];
  settings: RegisteredSetting[];
  widgets: [ZoneName, RegisteredWidget][];
}

/** Checks one route and its children; `taken` holds the full paths already claimed. */
function checkRoute(raw: unknown, parent: string, plugin: PluginInfo, taken: string[], draft: Draft, problems: PluginProblem[]): RegisteredRoute | undefined {
  if (!isObject(raw) || typeof raw.path !== "string" || !isComponent(raw.component)) {
    problems.push({ code: "invalid", detail: `a route under ${parent || "/"} needs a path and a component` });
    return undefined;
  }
  const full = joinPaths(parent, raw.path);
  // A child with an empty path is its parent's index page: the parent's path was checked.
  const isIndex = parent !== "" && full === parent;
  const reserved = isIndex ? undefined : reservedRoute(full);
  if (reserved) {
    const pattern = reserved === full ? "" : ` (${reserved})`;
    problems.push({ code: "reservedPath", path: full, detail: `route ${full} is reserved by the dashboard${pattern}` });
    return undefined;
  }
  const clash = isIndex ? undefined : taken.find((t) => overlaps(t, full));
  if (clash) {
    problems.push({ code: "duplicatePath", path: full, detail: `route ${full} is already taken (${clash})` });
    return undefined;
  }
  if (!isIndex) taken.push(full);
  if (raw.link !== undefined) {
    const link = raw.link;
    if (parent !== "" || !isObject(link) || !isText(link.label) || (link.icon !== undefined && !isComponent(link.icon))) {
      problems.push({ code: "invalid", path: full, detail: `route ${full}: a sidebar link needs a label and sits on a top-level route` });
    } else {
      draft.links.push({ plugin, path: full.slice(1), label: link.label, icon: link.icon as SidebarLink["icon"] });
    }
  }
  const children = listOf(raw.children, `children of ${full}`, problems)
    .map((child) => checkRoute(child, full, plugin, taken, draft, problems))
    .filter((r): r is RegisteredRoute => r !== undefined);
  // Relative to the parent, as React Router nests them ("" = the parent's index).
  const relative = normalizePath(raw.path).slice(1);
  return { plugin, path: relative, component: raw.component, children };
}

function checkSetting(raw: unknown, plugin: PluginInfo, taken: string[], draft: Draft, problems: PluginProblem[]) {
  if (!isObject(raw) || typeof raw.path !== "string" || !isComponent(raw.component) || !isObject(raw.card)) {
    problems.push({ code: "invalid", detail: "a settings page needs a path, a component and a card" });
    return;
  }
  const full = joinPaths("/settings", raw.path);
  const reserved = reservedSetting(raw.path);
  if (reserved) {
    problems.push({ code: "reservedPath", path: full, detail: `settings page ${full} is reserved by the dashboard` });
    return;
  }
  const clash = taken.find((t) => overlaps(t, full));
  if (clash) {
    problems.push({ code: "duplicatePath", path: full, detail: `settings page ${full} is already taken (${clash})` });
    return;
  }
  const { label, description, icon } = raw.card;
  if (!isText(label) || !isText(description) || (icon !== undefined && !isComponent(icon))) {
    problems.push({ code: "invalid", path: full, detail: `settings page ${full}: its card needs a label and a description` });
    return;
  }
  taken.push(full);
  draft.settings.push({ plugin, path: full.slice(1), component: raw.component, label, description, icon: icon as RegisteredSetting["icon"] });
}

function checkWidget(raw: unknown, index: number, plugin: PluginInfo, draft: Draft, problems: PluginProblem[]) {
  const zones = !isObject(raw) || raw.zone === undefined ? [] : Array.isArray(raw.zone) ? raw.zone : [raw.zone];
  if (!isObject(raw) || !isComponent(raw.component) || zones.length === 0) {
    problems.push({ code: "invalid", detail: `widget ${index + 1} needs a component and at least one zone` });
    return;
  }
  for (const zone of zones) {
    if (!isZoneName(zone)) {
      problems.push({ code: "unknownZone", zone: String(zone), detail: `widget ${index + 1} names the unknown zone "${String(zone)}"` });
      continue;
    }
    const component = raw.component as ComponentType<WidgetProps>;
    draft.widgets.push([zone, { plugin, key: `${plugin.name}#${index}`, component }]);
  }
}

function checkTranslations(raw: unknown, problems: PluginProblem[]): Record<string, Obj> {
  if (raw === undefined) return {};
  if (isObject(raw) && Object.values(raw).every(isObject)) return raw as Record<string, Obj>;
  problems.push({ code: "invalid", detail: "translations must map language codes to objects of texts" });
  return {};
}

/**
 * Every language gets a bundle, empty where the plugin has none: i18next then
 * falls back to the plugin's en texts instead of fetching /locales/<lng>/<ns>.json.
 * (The instance is passed in, not imported: the plugin loader's chunk then
 * shares no i18next code with the first page.)
 */
function addTranslations(i18n: I18n, ns: string, translations: Record<string, Obj>) {
  const supported = i18n.options.supportedLngs || [];
  const languages = new Set([...supported, ...Object.keys(translations), "en"].filter((l) => l !== "cimode"));
  for (const lng of languages) i18n.addResourceBundle(lng, ns, translations[lng] ?? {}, true, true);
}

/** Checks one candidate against what is registered; returns its additions or its problems. */
function check(candidate: PluginCandidate, current: ExtensionSnapshot) {
  const problems: PluginProblem[] = [];
  if ("failed" in candidate) {
    const reason = candidate.failed instanceof Error ? candidate.failed.message : String(candidate.failed);
    problems.push({ code: "loadFailed", detail: `its module could not be loaded (${reason})` });
    return { name: candidate.source, problems };
  }
  const raw = candidate.loaded;
  if (!isObject(raw) || !isText(raw.name)) {
    problems.push({ code: "invalid", detail: "its module must default-export definePlugin({ name, … })" });
    return { name: candidate.source, problems };
  }
  const name = raw.name;
  if (current.plugins.some((p) => p.name === name)) {
    problems.push({ code: "duplicateName", detail: `another plugin is named "${name}" (from ${candidate.source})` });
    return { name, problems };
  }
  const plugin: PluginInfo = { name, ns: pluginNamespace(name) };
  const draft: Draft = { routes: [], links: [], settings: [], widgets: [] };
  const takenRoutes = current.routes.flatMap((r) => fullPaths(r, ""));
  const takenSettings = current.settings.map((s) => `/${s.path}`);
  for (const route of listOf(raw.routes, "routes", problems)) {
    const registered = checkRoute(route, "", plugin, takenRoutes, draft, problems);
    if (registered) draft.routes.push(registered);
  }
  for (const setting of listOf(raw.settings, "settings", problems)) checkSetting(setting, plugin, takenSettings, draft, problems);
  listOf(raw.widgets, "widgets", problems).forEach((widget, i) => checkWidget(widget, i, plugin, draft, problems));
  const translations = checkTranslations(raw.translations, problems);
  return { name, problems, plugin, draft, translations };
}

const fullPaths = (route: RegisteredRoute, parent: string): string[] => {
  const full = joinPaths(parent, route.path);
  return [full, ...route.children.flatMap((c) => fullPaths(c, full))];
};

function merge(current: ExtensionSnapshot, plugin: PluginInfo, draft: Draft): ExtensionSnapshot {
  const widgets = { ...current.widgets };
  for (const [zone, widget] of draft.widgets) widgets[zone] = [...(widgets[zone] ?? []), widget];
  return {
    ...current,
    plugins: [...current.plugins, plugin],
    routes: [...current.routes, ...draft.routes],
    links: [...current.links, ...draft.links],
    // Plain comparison: the same order in every language.
    settings: [...current.settings, ...draft.settings].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    widgets,
  };
}

/**
 * Registers the candidates in order (an earlier plugin keeps a contested
 * path), then marks the store ready. Returns the rejections, each also
 * reported with console.error and shown to staff on the settings page.
 */
export function registerPlugins(store: ExtensionStore, candidates: readonly PluginCandidate[], i18n: I18n): PluginRejection[] {
  let snapshot = store.getSnapshot();
  const rejected: PluginRejection[] = [];
  for (const candidate of candidates) {
    const result = check(candidate, snapshot);
    if (result.problems.length > 0 || !result.plugin) {
      const rejection = { plugin: result.name, problems: result.problems };
      console.error(rejectionMessage(rejection));
      rejected.push(rejection);
      continue;
    }
    addTranslations(i18n, result.plugin.ns, result.translations);
    snapshot = merge(snapshot, result.plugin, result.draft);
  }
  store.set({ ...snapshot, status: "ready", rejected: [...snapshot.rejected, ...rejected], ZoneWidgets });
  return rejected;
}
