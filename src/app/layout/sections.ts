// The admin sections: one entry per sidebar link and settings card. Each
// section's route is a lazily loaded chunk (see ../router.tsx).
import type { FeatureFlag } from "@app/providers/feature-flags";

export interface Section {
  /** Path under /a/. */
  path: string;
  /** i18n key of the label. */
  label: string;
  flag?: FeatureFlag;
}

export const sidebarSections: Section[] = [
  { path: "orders", label: "nav.orders" },
  { path: "draft-orders", label: "nav.draftOrders" },
  { path: "products", label: "nav.products" },
  { path: "product-categories", label: "nav.categories", flag: "product_categories" },
  { path: "collections", label: "nav.collections" },
  { path: "customers", label: "nav.customers" },
  { path: "customers/groups", label: "nav.customerGroups" },
  { path: "discounts", label: "nav.discounts" },
  { path: "gift-cards", label: "nav.giftCards" },
  { path: "pricing", label: "nav.pricing" },
  { path: "inventory", label: "nav.inventory", flag: "inventoryService" },
  { path: "settings", label: "nav.settings" },
];

export interface SettingsCard extends Section {
  description: string;
}

export const settingsCards: SettingsCard[] = [
  { path: "settings/details", label: "settings.store.title", description: "settings.store.description" },
  { path: "settings/regions", label: "settings.regions.title", description: "settings.regions.description" },
  { path: "settings/currencies", label: "settings.currencies.title", description: "settings.currencies.description" },
  { path: "settings/shipping", label: "settings.shipping.title", description: "settings.shipping.description" },
  { path: "settings/taxes", label: "settings.taxes.title", description: "settings.taxes.description" },
  { path: "settings/return-reasons", label: "settings.returnReasons.title", description: "settings.returnReasons.description" },
  { path: "settings/sales-channels", label: "settings.salesChannels.title", description: "settings.salesChannels.description" },
  { path: "settings/publishable-api-keys", label: "settings.apiKeys.title", description: "settings.apiKeys.description" },
  { path: "settings/team", label: "settings.team.title", description: "settings.team.description" },
  { path: "settings/personal-information", label: "settings.profile.title", description: "settings.profile.description" },
  { path: "settings/analytics", label: "settings.analytics.title", description: "settings.analytics.description", flag: "analytics" },
];
