import { defineSection } from "../section";

export const inventorySection = defineSection({
  path: "inventory",
  label: "nav.inventory",
  nav: { kind: "sidebar" },
  flag: "inventoryService",
  zone: "inventory",
  routes: {
    main: { path: "", page: () => import("./list/InventoryListPage") },
    reservations: { path: "reservations", page: () => import("./reservations/ReservationsPage") },
    detail: { path: ":id", page: () => import("./detail/InventoryItemDetailPage") },
  },
  list: () => import("./list/inventory-list-query").then((m) => m.inventoryListQuery),
});
