import { defineSection } from "../section";

export const discountsSection = defineSection({
  path: "discounts",
  label: "nav.discounts",
  nav: { kind: "sidebar" },
  zone: "discount",
  routes: {
    main: { path: "", page: () => import("./list/DiscountListPage") },
    create: { path: "new", page: () => import("./create/DiscountCreatePage") },
    detail: { path: ":id", page: () => import("./detail/DiscountDetailPage") },
  },
  list: () => import("./list/discount-list-query").then((m) => m.discountListQuery),
  search: () => import("./list/discount-list-query").then((m) => m.discountSearch),
});
