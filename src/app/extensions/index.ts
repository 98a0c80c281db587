// The extension API: the one module plugin authors import, as
// `@admin/extensions` (alias set by scripts/vite/admin-plugins.ts and
// tsconfig.json). See "Plugins" in the README.
export { defineRoute, defineSetting, defineWidget, definePlugin } from "./define";
export type {
  ExtensionIcon,
  PluginDefinition,
  PluginText,
  PluginTranslations,
  RouteDefinition,
  SettingDefinition,
  WidgetDefinition,
  WidgetProps,
} from "./types";
export { zoneNames, isZoneName } from "./zones";
export type { DetailEntities, DetailZone, ListZone, LoginZone, ZoneEntity, ZoneName } from "./zones";
export { WidgetZone, useWidgets, useExtensions, ExtensionsProvider, WidgetContext } from "./context";
export { usePlugin, usePluginTranslation } from "./plugin-scope";
export type { PluginInfo } from "./store";
