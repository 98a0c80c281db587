// Every section of the dashboard, in sidebar order, then the settings cards.
// The one list the router, the sidebar, the settings page, the prefetcher and
// the plugins' reserved paths read; a new section is added here once.
import { customerGroupsSection } from "./customer-groups/section";
import { categoriesSection } from "./product-categories/section";
import { collectionsSection } from "./collections/section";
import { customersSection } from "./customers/section";
import { discountsSection } from "./discounts/section";
import { draftOrdersSection } from "./draft-orders/section";
import { giftCardsSection } from "./gift-cards/section";
import { inventorySection } from "./inventory/section";
import { ordersSection } from "./orders/section";
import { pricingSection } from "./pricing/section";
import { productsSection } from "./products/section";
import type { Section } from "./section";
import { settingsCards, settingsSection } from "./settings/section";

export const sidebarSections: readonly Section[] = [
  ordersSection,
  draftOrdersSection,
  productsSection,
  categoriesSection,
  collectionsSection,
  customersSection,
  customerGroupsSection,
  discountsSection,
  giftCardsSection,
  pricingSection,
  inventorySection,
  settingsSection,
];

export { settingsCards };

export const sections: readonly Section[] = [...sidebarSections, ...settingsCards];

/** The section first shown after sign-in. */
export const homeSection = ordersSection;
