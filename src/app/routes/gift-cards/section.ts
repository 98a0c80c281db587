import { defineSection } from "../section";

export const giftCardsSection = defineSection({
  path: "gift-cards",
  label: "nav.giftCards",
  nav: { kind: "sidebar" },
  zone: "gift_card",
  routes: { main: { path: "" }, manage: { path: "manage" }, detail: { path: ":id" } },
});
