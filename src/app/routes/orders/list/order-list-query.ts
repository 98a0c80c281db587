// The orders list's query (list recipe: components/data-table/list-query.ts).
import { getOrdersOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { GetOrdersData } from "@generated/admin/types.gen";
import { dateRangeQuery, present, selectedValues } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";

// Only what the list shows: keeps the payload small.
const FIELDS = "id,display_id,created_at,email,status,payment_status,fulfillment_status,total,currency_code";
const EXPAND = "customer";

type OrdersQuery = NonNullable<GetOrdersData["query"]>;
type Filter<K extends keyof OrdersQuery> = NonNullable<OrdersQuery[K]>;

// The values the server filters by, in the order they are offered.
export const STATUSES: Filter<"status"> = ["pending", "completed", "archived", "canceled", "requires_action"];
export const PAYMENT_STATUSES: Filter<"payment_status"> = ["not_paid", "awaiting", "captured", "partially_refunded", "refunded", "canceled", "requires_action"];
export const FULFILLMENT_STATUSES: Filter<"fulfillment_status"> = [
  "not_fulfilled",
  "partially_fulfilled",
  "fulfilled",
  "partially_shipped",
  "shipped",
  "partially_returned",
  "returned",
  "canceled",
  "requires_action",
];

export const orderListQuery = ({ offset, limit, q, order, filters }: ListState) =>
  getOrdersOptions({
    query: {
      offset,
      limit,
      fields: FIELDS,
      expand: EXPAND,
      ...present({
        q,
        order,
        status: selectedValues<Filter<"status">[number]>(filters, "status"),
        payment_status: selectedValues<Filter<"payment_status">[number]>(filters, "payment_status"),
        fulfillment_status: selectedValues<Filter<"fulfillment_status">[number]>(filters, "fulfillment_status"),
        created_at: dateRangeQuery(filters, "created"),
      }),
    },
  });
