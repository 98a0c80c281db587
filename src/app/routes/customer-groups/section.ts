import { defineSection } from "../section";

export const customerGroupsSection = defineSection({
  path: "customers/groups",
  label: "nav.customerGroups",
  nav: { kind: "sidebar" },
  zone: "customer_group",
  routes: { main: { path: "" }, detail: { path: ":id" } },
});
