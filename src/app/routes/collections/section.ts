import { defineSection } from "../section";

export const collectionsSection = defineSection({
  path: "collections",
  label: "nav.collections",
  nav: { kind: "sidebar" },
  zone: "product_collection",
  routes: {
    main: { path: "", page: () => import("./list/CollectionListPage") },
    detail: { path: ":id", page: () => import("./detail/CollectionDetailPage") },
  },
  list: () => import("./list/collection-list-query").then((m) => m.collectionListQuery),
  search: () => import("./list/collection-list-query").then((m) => m.collectionSearch),
});
