// Gift cards in the global search: the list's own query (`q`: code).
import type { GetGiftCardsResponse } from "@generated/admin/types.gen";
import { type SearchKind, searchState } from "@app/layout/search/search-kind";
import { giftCardsSection } from "../section";
import { giftCardListQuery } from "./gift-card-list-query";

export const giftCardSearch: SearchKind<GetGiftCardsResponse> = {
  queries: (q) => [giftCardListQuery(searchState(q))],
  hits: (data) =>
    data.gift_cards.map((g) => ({ id: g.id, title: g.code, detail: g.order?.email ?? undefined, href: giftCardsSection.to("detail", { id: g.id }) })),
  count: (data) => data.count,
};
