// Orders in the global search: the list's own query (`q`: display id, email).
import type { GetOrdersResponse } from "@generated/admin/types.gen";
import { type SearchKind, searchState } from "@app/layout/search/search-kind";
import { ordersSection } from "../section";
import { orderListQuery } from "./order-list-query";

export const orderSearch: SearchKind<GetOrdersResponse> = {
  queries: (q) => [orderListQuery(searchState(q))],
  hits: (data) =>
    data.orders.map((o) => ({ id: o.id, title: `#${o.display_id}`, detail: o.email ?? undefined, href: ordersSection.to("detail", { id: o.id }) })),
  count: (data) => data.count,
};
