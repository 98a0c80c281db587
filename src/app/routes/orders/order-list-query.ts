// The orders list's query, shared by the page and the sidebar's prefetch so
// both name the same cache entry: without search, order or filters it is
// exactly the first page the prefetch loads.
import { getOrdersOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { GetOrdersData } from "@generated/admin/types.gen";
import { present } from "@app/components/data-table/filter-values";

// Only what the list shows: keeps the payload small.
const FIELDS = "id,display_id,created_at,email,status,payment_status,fulfillment_status,total,currency_code";
const EXPAND = "customer";

type OrdersQuery = NonNullable<GetOrdersData["query"]>;
export type OrderListFilters = Pick<OrdersQuery, "q" | "order" | "status" | "payment_status" | "fulfillment_status" | "created_at">;

export const orderListQuery = ({ offset, limit, ...filters }: { offset: number; limit: number } & OrderListFilters) =>
  getOrdersOptions({ query: { offset, limit, fields: FIELDS, expand: EXPAND, ...present(filters) } });
