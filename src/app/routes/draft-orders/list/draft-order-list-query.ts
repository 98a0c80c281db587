// The draft orders list's query (list recipe: components/data-table/list-query.ts).
import { getDraftOrdersOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { GetDraftOrdersData } from "@generated/admin/types.gen";
import { dateRangeQuery, present, selectedValues } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

// An expand replaces the server's default relations (Medusa 1.20 then drops
// the items), so every relation the row shows is named: the customer, the
// region's currency, and the items and shipping its amount is summed from.
const EXPAND = "cart,cart.items,cart.customer,cart.region,cart.shipping_methods";

type Status = NonNullable<NonNullable<GetDraftOrdersData["query"]>["status"]>[number];
export const STATUSES: Status[] = ["open", "completed"];

export const draftOrderListQuery = ({ offset, limit, q, filters }: ListState) =>
  getDraftOrdersOptions({
    query: {
      offset,
      limit,
      expand: EXPAND,
      ...present({ q }),
      ...present({ status: selectedValues<Status>(filters, "status"), created_at: dateRangeQuery(filters, "created") }),
    },
  });

// The list's search in the global search: in this chunk, so the sections name one module each.
export { draftOrderSearch } from "./draft-order-search";
