import { defineSection } from "../section";

export const customerGroupsSection = defineSection({
  path: "customers/groups",
  label: "nav.customerGroups",
  nav: { kind: "sidebar" },
  zone: "customer_group",
  routes: {
    main: { path: "", page: () => import("./list/CustomerGroupListPage") },
    detail: { path: ":id", page: () => import("./detail/CustomerGroupDetailPage") },
  },
  list: () => import("./list/customer-group-list-query").then((m) => m.customerGroupListQuery),
});
