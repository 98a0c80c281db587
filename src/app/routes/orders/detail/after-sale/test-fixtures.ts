// After-sale records for the tests (whole contract objects): returns, their
// items, claims and return reasons, around the shared order builders.
import type { ClaimItem, ClaimOrder, Return, ReturnItem, ReturnReason } from "@generated/admin/types.gen";
import { AT } from "../../test-fixtures";

export const returnItem = (item_id: string, quantity: number, fields: Partial<ReturnItem> = {}): ReturnItem => ({
  return_id: "ret_1",
  item_id,
  quantity,
  is_requested: true,
  requested_quantity: quantity,
  received_quantity: null,
  reason_id: null,
  note: null,
  metadata: null,
  ...fields,
});

export const returnRecord = (fields: Partial<Return> & Pick<Return, "id">): Return => ({
  status: "requested",
  items: [],
  swap_id: null,
  claim_order_id: null,
  order_id: "order_1",
  shipping_method: null,
  shipping_data: null,
  location_id: null,
  refund_amount: 0,
  no_notification: null,
  idempotency_key: null,
  received_at: null,
  created_at: AT,
  updated_at: AT,
  metadata: null,
  ...fields,
});

export const claimItem = (item_id: string, quantity: number, fields: Partial<ClaimItem> = {}): ClaimItem => ({
  id: `citm_${item_id}`,
  claim_order_id: "claim_1",
  item_id,
  variant_id: "variant_1",
  reason: "production_failure",
  note: null,
  quantity,
  images: [],
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
  metadata: null,
  ...fields,
});

export const claim = (fields: Partial<ClaimOrder> & Pick<ClaimOrder, "id">): ClaimOrder => ({
  type: "replace",
  payment_status: "na",
  fulfillment_status: "not_fulfilled",
  claim_items: [],
  additional_items: [],
  order_id: "order_1",
  return_order: null,
  shipping_address_id: null,
  shipping_methods: [],
  fulfillments: [],
  refund_amount: null,
  canceled_at: null,
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
  metadata: null,
  no_notification: null,
  idempotency_key: null,
  ...fields,
});

export const returnReason = (id: string, label: string, fields: Partial<ReturnReason> = {}): ReturnReason => ({
  id,
  value: id,
  label,
  description: null,
  parent_return_reason_id: null,
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
  metadata: null,
  ...fields,
});
