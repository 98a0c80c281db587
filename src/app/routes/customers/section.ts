import { defineSection } from "../section";

export const customersSection = defineSection({
  path: "customers",
  label: "nav.customers",
  nav: { kind: "sidebar" },
  zone: "customer",
  routes: {
    main: { path: "", page: () => import("./list/CustomerListPage") },
    detail: { path: ":id", page: () => import("./detail/CustomerDetailPage") },
  },
  list: () => import("./list/customer-list-query").then((m) => m.customerListQuery),
  search: () => import("./list/customer-list-query").then((m) => m.customerSearch),
});
