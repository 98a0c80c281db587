// The orders list's query, shared by the page and the sidebar's prefetch so
// both name the same cache entry.
import { getOrdersOptions } from "../../../generated/admin/@tanstack/react-query.gen";

// Only what the list shows: keeps the payload small.
const FIELDS = "id,display_id,created_at,email,status,payment_status,fulfillment_status,total,currency_code";
const EXPAND = "customer";

export const orderListQuery = ({ offset, limit }: { offset: number; limit: number }) =>
  getOrdersOptions({ query: { offset, limit, fields: FIELDS, expand: EXPAND } });
