// The settings page and its cards, one section each (a card's page under /a/settings/).
import type { TranslationKey } from "@app/i18n/translation-key";
import { defineSection, type PageRoute } from "../section";

export const settingsSection = defineSection({
  path: "settings",
  label: "nav.settings",
  nav: { kind: "sidebar" },
  zone: "settings",
  routes: { main: { path: "", page: () => import("./SettingsPage") } },
});

interface CardInput {
  path: string;
  label: TranslationKey;
  description: TranslationKey;
  flag?: string;
  /** The card's page; none while it is planned. */
  page?: PageRoute["page"];
  /** Its other pages by name (`detail: { path: ":id", page }`). */
  routes?: Record<string, PageRoute>;
}

const card = <const C extends CardInput>({ path, label, description, flag, page, routes }: C) =>
  defineSection({
    path: `settings/${path}`,
    label,
    flag,
    nav: { kind: "settings", description },
    routes: { main: { path: "", page }, ...routes } as { main: PageRoute } & (C["routes"] extends Record<string, PageRoute> ? C["routes"] : unknown),
  });

export const locationsCard = card({
  path: "locations",
  label: "settings.locations.title",
  description: "settings.locations.description",
  flag: "inventoryService",
  page: () => import("./locations/LocationsPage"),
  routes: { detail: { path: ":id", page: () => import("./locations/detail/LocationDetailPage") } },
});

export const settingsCards = [
  card({ path: "details", label: "settings.store.title", description: "settings.store.description", page: () => import("./details/StoreDetailsPage") }),
  card({ path: "regions", label: "settings.regions.title", description: "settings.regions.description" }),
  card({ path: "currencies", label: "settings.currencies.title", description: "settings.currencies.description", page: () => import("./currencies/CurrenciesPage") }),
  card({ path: "shipping", label: "settings.shipping.title", description: "settings.shipping.description" }),
  card({ path: "taxes", label: "settings.taxes.title", description: "settings.taxes.description" }),
  card({ path: "return-reasons", label: "settings.returnReasons.title", description: "settings.returnReasons.description", page: () => import("./return-reasons/ReturnReasonsPage") }),
  card({ path: "sales-channels", label: "settings.salesChannels.title", description: "settings.salesChannels.description" }),
  card({ path: "publishable-api-keys", label: "settings.apiKeys.title", description: "settings.apiKeys.description" }),
  locationsCard,
  card({ path: "team", label: "settings.team.title", description: "settings.team.description", page: () => import("./team/TeamPage") }),
  card({ path: "personal-information", label: "settings.profile.title", description: "settings.profile.description", page: () => import("./profile/ProfilePage") }),
  card({
    path: "analytics",
    label: "settings.analytics.title",
    description: "settings.analytics.description",
    flag: "analytics",
    page: () => import("./analytics/AnalyticsSettingsPage"),
  }),
];
