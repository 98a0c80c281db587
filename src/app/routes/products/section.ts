import { defineSection } from "../section";

export const productsSection = defineSection({
  path: "products",
  label: "nav.products",
  nav: { kind: "sidebar" },
  zone: "product",
  routes: {
    main: { path: "", page: () => import("./list/ProductListPage") },
    create: { path: "new", page: () => import("./create/ProductCreatePage") },
    detail: { path: ":id", page: () => import("./detail/ProductDetailPage") },
  },
  list: () => import("./list/product-list-query").then((m) => m.productListQuery),
  search: () => import("./list/product-list-query").then((m) => m.productSearch),
});
