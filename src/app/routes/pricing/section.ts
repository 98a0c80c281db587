import { defineSection } from "../section";

export const pricingSection = defineSection({
  path: "pricing",
  label: "nav.pricing",
  nav: { kind: "sidebar" },
  zone: "price_list",
  routes: { main: { path: "" }, create: { path: "new" }, detail: { path: ":id" } },
});
