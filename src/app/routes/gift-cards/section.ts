import { defineSection } from "../section";

export const giftCardsSection = defineSection({
  path: "gift-cards",
  label: "nav.giftCards",
  nav: { kind: "sidebar" },
  zone: "gift_card",
  routes: {
    main: { path: "", page: () => import("./list/GiftCardListPage") },
    manage: { path: "manage", page: () => import("./manage/ManageGiftCardPage") },
    detail: { path: ":id", page: () => import("./detail/GiftCardDetailPage") },
  },
  list: () => import("./list/gift-card-list-query").then((m) => m.giftCardListQuery),
  search: () => import("./list/gift-card-list-query").then((m) => m.giftCardSearch),
});
