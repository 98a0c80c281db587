// The code of each admin section's page, loaded on demand: used by the route
// map and by the sidebar to start loading a page before it is opened.
import type { ComponentType } from "react";

export type PageModule = { default: ComponentType };

const sectionPages: Record<string, () => Promise<PageModule>> = {
  orders: () => import("./orders/OrderListPage"),
  products: () => import("./products/ProductListPage"),
  "product-categories": () => import("./product-categories/CategoriesPage"),
  collections: () => import("./collections/CollectionListPage"),
  settings: () => import("./settings/SettingsPage"),
  "settings/analytics": () => import("./settings/analytics/AnalyticsSettingsPage"),
};
const placeholderPage = () => import("./section-placeholder/SectionPlaceholder");

export const loadSectionPage = (path: string) => (sectionPages[path] ?? placeholderPage)();
