import { defineSection } from "../section";

export const draftOrdersSection = defineSection({
  path: "draft-orders",
  label: "nav.draftOrders",
  nav: { kind: "sidebar" },
  zone: "draft_order",
  routes: { main: { path: "" }, detail: { path: ":id" } },
});
