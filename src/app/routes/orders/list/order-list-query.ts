// The orders list's query (list recipe: components/data-table/list-query.ts).
import { getOrdersOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { GetOrdersData } from "@generated/admin/types.gen";
import { dateRangeQuery, present, selectedValues } from "@app/components/data-table/filter-values";
import type { ListState } from "@app/components/data-table/list-query";
import type { FilterValues } from "@app/components/data-table/types";

// Only what a list of orders shows: keeps the payload small (also the customer page's orders).
export const ORDER_ROW_FIELDS = "id,display_id,created_at,email,status,payment_status,fulfillment_status,total,currency_code,sales_channel_id";
export const ORDER_ROW_EXPAND = "customer,sales_channel";

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

/** The views every store has: paid and shipped, and still waiting for payment or fulfilment (as v1's admin gives them). */
export const GIVEN_VIEWS = {
  complete: "payment_status=captured&fulfillment_status=shipped",
  incomplete: "payment_status=awaiting&fulfillment_status=not_fulfilled&fulfillment_status=fulfilled",
} as const;

/** The filters as the server's query (shared with the export, which takes no search, order or page). */
export const orderFilterQuery = (filters: FilterValues) =>
  present({
    status: selectedValues<Filter<"status">[number]>(filters, "status"),
    payment_status: selectedValues<Filter<"payment_status">[number]>(filters, "payment_status"),
    fulfillment_status: selectedValues<Filter<"fulfillment_status">[number]>(filters, "fulfillment_status"),
    region_id: selectedValues(filters, "region_id"),
    sales_channel_id: selectedValues(filters, "sales_channel_id"),
    created_at: dateRangeQuery(filters, "created"),
  });

export const orderListQuery = ({ offset, limit, q, order, filters }: ListState) =>
  getOrdersOptions({ query: { offset, limit, fields: ORDER_ROW_FIELDS, expand: ORDER_ROW_EXPAND, ...present({ q, order }), ...orderFilterQuery(filters) } });

// The list's search in the global search: in this chunk, so the sections name one module each.
export { orderSearch } from "./order-search";
