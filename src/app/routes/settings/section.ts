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

export const salesChannelsCard = card({
  path: "sales-channels",
  label: "settings.salesChannels.title",
  description: "settings.salesChannels.description",
  page: () => import("./sales-channels/SalesChannelsPage"),
  routes: { detail: { path: ":id", page: () => import("./sales-channels/detail/SalesChannelDetailPage") } },
});
export const apiKeysCard = card({
  path: "publishable-api-keys",
  label: "settings.apiKeys.title",
  description: "settings.apiKeys.description",
  page: () => import("./publishable-api-keys/ApiKeysPage"),
  routes: { detail: { path: ":id", page: () => import("./publishable-api-keys/detail/ApiKeyDetailPage") } },
});
export const regionsCard = card({
  path: "regions",
  label: "settings.regions.title",
  description: "settings.regions.description",
  page: () => import("./regions/RegionsPage"),
  routes: { detail: { path: ":id", page: () => import("./regions/detail/RegionDetailPage") } },
});
export const shippingCard = card({
  path: "shipping",
  label: "settings.shipping.title",
  description: "settings.shipping.description",
  page: () => import("./shipping/ShippingProfilesPage"),
  routes: { detail: { path: ":id", page: () => import("./shipping/ShippingProfilePage") } },
});
export const taxesCard = card({
  path: "taxes",
  label: "settings.taxes.title",
  description: "settings.taxes.description",
  page: () => import("./taxes/TaxesPage"),
  routes: {
    region: { path: ":id", page: () => import("./taxes/TaxRegionPage") },
    rate: { path: ":id/rates/:rateId", page: () => import("./taxes/rate/TaxRatePage") },
  },
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
  regionsCard,
  card({ path: "currencies", label: "settings.currencies.title", description: "settings.currencies.description", page: () => import("./currencies/CurrenciesPage") }),
  shippingCard,
  taxesCard,
  card({ path: "return-reasons", label: "settings.returnReasons.title", description: "settings.returnReasons.description", page: () => import("./return-reasons/ReturnReasonsPage") }),
  salesChannelsCard,
  apiKeysCard,
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
