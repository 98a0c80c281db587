import { defineSection } from "../section";

export const customersSection = defineSection({
  path: "customers",
  label: "nav.customers",
  nav: { kind: "sidebar" },
  zone: "customer",
  routes: { main: { path: "" }, detail: { path: ":id" } },
});
