// Draft orders in the global search: the list's own query (`q`: display id, email).
import type { GetDraftOrdersResponse } from "@generated/admin/types.gen";
import { type SearchKind, searchState } from "@app/layout/search/search-kind";
import { draftOrdersSection } from "../section";
import { draftOrderListQuery } from "./draft-order-list-query";

export const draftOrderSearch: SearchKind<GetDraftOrdersResponse> = {
  queries: (q) => [draftOrderListQuery(searchState(q))],
  hits: (data) =>
    data.draft_orders.map((d) => ({
      id: d.id,
      title: `#${d.display_id}`,
      detail: d.cart?.email ?? undefined,
      href: draftOrdersSection.to("detail", { id: d.id }),
    })),
  count: (data) => data.count,
};
