// The loyalty example plugin: a page with a sidebar link (/a/loyalty), a
// widget on the orders list, and a settings page with its card
// (/a/settings/loyalty). Its texts are in ./locales: en, de and fr; every
// other language of the dashboard falls back to en.
import { definePlugin, defineRoute, defineSetting, defineWidget } from "@admin/extensions";
import { lazy } from "react";
import CustomerCountWidget from "./CustomerCountWidget";
import OrderTierWidget from "./OrderTierWidget";
import { StarIcon } from "./icons";
import de from "./locales/de.json";
import en from "./locales/en.json";
import fr from "./locales/fr.json";

// The pages load when opened; the widget is small and shows on the orders list.
const LoyaltyPage = lazy(() => import("./LoyaltyPage"));
const LoyaltySettingsPage = lazy(() => import("./LoyaltySettingsPage"));

export default definePlugin({
  name: "loyalty-example",
  translations: { en, de, fr },
  routes: [defineRoute({ path: "/loyalty", component: LoyaltyPage, link: { label: "nav", icon: StarIcon } })],
  widgets: [
    defineWidget({ zone: "order.list.before", component: CustomerCountWidget }),
    defineWidget({ zone: "order.details.after", component: OrderTierWidget }),
  ],
  settings: [
    defineSetting({
      path: "/loyalty",
      component: LoyaltySettingsPage,
      card: { label: "settings.card", description: "settings.cardDescription", icon: StarIcon },
    }),
  ],
});
