import { defineSection } from "../section";

export const inventorySection = defineSection({
  path: "inventory",
  label: "nav.inventory",
  nav: { kind: "sidebar" },
  flag: "inventoryService",
  zone: "inventory",
  routes: { main: { path: "" } },
});
