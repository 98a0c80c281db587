import { defineSection } from "../section";

export const ordersSection = defineSection({
  path: "orders",
  label: "nav.orders",
  nav: { kind: "sidebar" },
  zone: "order",
  routes: {
    main: { path: "", page: () => import("./list/OrderListPage") },
    detail: { path: ":id", page: () => import("./detail/OrderDetailPage") },
  },
  list: () => import("./list/order-list-query").then((m) => m.orderListQuery),
  search: () => import("./list/order-list-query").then((m) => m.orderSearch),
});
