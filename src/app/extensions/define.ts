// The helpers plugin authors declare their extensions with. They return
// their argument unchanged: their use is the type checking (zone names, the
// entity a widget receives). The registry validates again at run time, for
// plugins written in JavaScript or built against another version.
import type { PluginDefinition, RouteDefinition, SettingDefinition, WidgetDefinition } from "./types";
import type { ZoneName } from "./zones";

export const defineRoute = (route: RouteDefinition): RouteDefinition => route;

export const defineSetting = (setting: SettingDefinition): SettingDefinition => setting;

/** `const Z`: the zones are inferred as literals, so `entity` has the right type. */
export const defineWidget = <const Z extends ZoneName>(widget: WidgetDefinition<Z>): WidgetDefinition<Z> => widget;

export const definePlugin = (plugin: PluginDefinition): PluginDefinition => plugin;
