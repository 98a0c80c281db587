import { defineSection } from "../section";

export const pricingSection = defineSection({
  path: "pricing",
  label: "nav.pricing",
  nav: { kind: "sidebar" },
  zone: "price_list",
  routes: {
    main: { path: "", page: () => import("./list/PriceListListPage") },
    create: { path: "new", page: () => import("./create/PriceListCreatePage") },
    detail: { path: ":id", page: () => import("./detail/PriceListDetailPage") },
  },
  list: () => import("./list/price-list-list-query").then((m) => m.priceListListQuery),
});
