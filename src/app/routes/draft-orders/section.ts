import { defineSection } from "../section";

export const draftOrdersSection = defineSection({
  path: "draft-orders",
  label: "nav.draftOrders",
  nav: { kind: "sidebar" },
  zone: "draft_order",
  routes: {
    main: { path: "", page: () => import("./list/DraftOrderListPage") },
    detail: { path: ":id", page: () => import("./detail/DraftOrderDetailPage") },
  },
  list: () => import("./list/draft-order-list-query").then((m) => m.draftOrderListQuery),
  search: () => import("./list/draft-order-list-query").then((m) => m.draftOrderSearch),
});
