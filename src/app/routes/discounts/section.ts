import { defineSection } from "../section";

export const discountsSection = defineSection({
  path: "discounts",
  label: "nav.discounts",
  nav: { kind: "sidebar" },
  zone: "discount",
  routes: { main: { path: "" }, create: { path: "new" }, detail: { path: ":id" } },
});
