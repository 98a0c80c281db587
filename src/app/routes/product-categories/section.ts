import { defineSection } from "../section";

export const categoriesSection = defineSection({
  path: "product-categories",
  label: "nav.categories",
  nav: { kind: "sidebar" },
  flag: "product_categories",
  zone: "product_category",
  routes: { main: { path: "", page: () => import("./CategoriesPage") } },
});
