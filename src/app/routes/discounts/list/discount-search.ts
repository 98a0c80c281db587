// Discounts in the global search: the list's own query (`q`: code).
import type { GetDiscountsResponse } from "@generated/admin/types.gen";
import { type SearchKind, searchState } from "@app/layout/search/search-kind";
import { discountsSection } from "../section";
import { discountListQuery } from "./discount-list-query";

export const discountSearch: SearchKind<GetDiscountsResponse> = {
  queries: (q) => [discountListQuery(searchState(q))],
  hits: (data) =>
    data.discounts.map((d) => ({ id: d.id, title: d.code, href: discountsSection.to("detail", { id: d.id }) })),
  count: (data) => data.count,
};
