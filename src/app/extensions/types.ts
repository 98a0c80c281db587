// What a plugin declares. Types only: plugin authors get them through
// `@admin/extensions` (./index.ts).
import type { ComponentType } from "react";
import type { ZoneEntity, ZoneName } from "./zones";

/** An icon beside a sidebar link or on a settings card, e.g. one made with Chakra's createIcon. */
export type ExtensionIcon = ComponentType<{ "aria-hidden"?: boolean }>;

/**
 * A text shown by the dashboard for the plugin (sidebar label, card title):
 * a key of the plugin's `translations`; a text that is no key is shown as is.
 */
export type PluginText = string;

export interface RouteDefinition {
  /** Under /a/: "/loyalty" is /a/loyalty. Child paths are relative to their parent's. */
  path: string;
  component: ComponentType;
  /** A sidebar link to this page (top-level routes only). */
  link?: { label: PluginText; icon?: ExtensionIcon };
  /** Nested routes, shown where the parent's component renders <Outlet />. */
  children?: RouteDefinition[];
}

export interface SettingDefinition {
  /** Under /a/settings/: "/loyalty" is /a/settings/loyalty. */
  path: string;
  component: ComponentType;
  /** The card on the settings page that opens it. */
  card: { label: PluginText; description: PluginText; icon?: ExtensionIcon };
}

export interface WidgetProps<Z extends ZoneName = ZoneName> {
  /** The detail page's record (order, product, …); undefined in list and login zones. */
  entity: ZoneEntity<Z>;
  /** The zone the widget is rendered in. */
  zone: Z;
}

export interface WidgetDefinition<Z extends ZoneName = ZoneName> {
  /** One zone or several; the component is rendered in each. */
  zone: Z | readonly Z[];
  component: ComponentType<WidgetProps<Z>>;
}

/** Translations of the plugin's texts, by language code; en is the fallback of every language. */
export type PluginTranslations = { en: Record<string, unknown> } & Partial<Record<string, Record<string, unknown>>>;

export interface PluginDefinition {
  /** Unique among the dashboard's plugins; named in messages and the translation namespace. */
  name: string;
  routes?: RouteDefinition[];
  settings?: SettingDefinition[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any zone: defineWidget has checked each widget's component against its own zones
  widgets?: WidgetDefinition<any>[];
  translations?: PluginTranslations;
}
