// Whole records of an order and its parts, as the contract has them (the
// tests' answers are checked against it), shared by the order page's tests:
// each the generated mock or every field of the contract, with the test's
// fields. Defaults: order_1 (#1001), a pending EUR order of EUR 56.85.
import type { Address, Fulfillment, LineItem, Order, OrderEdit, Payment, Refund, ShippingMethod } from "@generated/admin/types.gen";
import { getGetOrderEditsResponseMock, getGetOrdersOrderResponseMock, getGetShippingOptionsOptionResponseMock } from "@generated/mocks/admin/admin";

export const AT = "2026-01-10T10:00:00.000Z";

export const lineItem = (fields: Partial<LineItem> & Pick<LineItem, "id" | "title" | "quantity">): LineItem => ({
  cart_id: null,
  order_id: "order_1",
  swap_id: null,
  claim_order_id: null,
  original_item_id: null,
  order_edit_id: null,
  description: null,
  thumbnail: null,
  is_return: false,
  is_giftcard: false,
  should_merge: true,
  allow_discounts: true,
  has_shipping: true,
  unit_price: 1200,
  variant_id: null,
  fulfilled_quantity: 0,
  returned_quantity: null,
  shipped_quantity: 0,
  created_at: AT,
  updated_at: AT,
  metadata: null,
  ...fields,
});

export const address = (fields: Partial<Address> = {}): Address => ({
  id: "addr_ship",
  customer_id: null,
  company: null,
  first_name: "Ada",
  last_name: "Lovelace",
  address_1: "1 Test Street",
  address_2: null,
  city: "Berlin",
  country_code: "de",
  province: null,
  postal_code: "10115",
  phone: null,
  metadata: null,
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
  ...fields,
});

export const shippingMethod = (name: string, price: number): ShippingMethod => ({
  id: `sm_${price}`,
  shipping_option_id: "so_std",
  order_id: "order_1",
  claim_order_id: null,
  cart_id: null,
  swap_id: null,
  return_id: null,
  price,
  data: {},
  shipping_option: { ...getGetShippingOptionsOptionResponseMock().shipping_option, id: "so_std", name },
});

export const fulfillment = (fields: Partial<Fulfillment> & Pick<Fulfillment, "id" | "created_at">): Fulfillment => ({
  claim_order_id: null,
  swap_id: null,
  order_id: "order_1",
  provider_id: "manual",
  location_id: null,
  items: [],
  tracking_links: [],
  tracking_numbers: [],
  data: {},
  shipped_at: null,
  no_notification: null,
  canceled_at: null,
  idempotency_key: null,
  updated_at: fields.created_at,
  metadata: null,
  ...fields,
});

export const payment = (fields: Partial<Payment> & Pick<Payment, "id" | "created_at">): Payment => ({
  swap_id: null,
  cart_id: null,
  order_id: "order_1",
  amount: 5685,
  currency_code: "eur",
  amount_refunded: 0,
  provider_id: "manual",
  data: {},
  captured_at: null,
  canceled_at: null,
  idempotency_key: null,
  updated_at: fields.created_at,
  metadata: null,
  ...fields,
});

export const refund = (fields: Partial<Refund> & Pick<Refund, "id" | "created_at" | "amount">): Refund => ({
  order_id: "order_1",
  payment_id: null,
  note: null,
  reason: "other",
  idempotency_key: null,
  updated_at: fields.created_at,
  metadata: null,
  ...fields,
});

/** An order with no payments, fulfillments, refunds, returns, swaps, claims or edits (its items are the mock's). */
export const order = (fields: Partial<Order> = {}): Order => ({
  ...getGetOrdersOrderResponseMock().order,
  id: "order_1",
  display_id: 1001,
  currency_code: "eur",
  total: 5685,
  status: "pending",
  no_notification: null,
  canceled_at: null,
  payments: [],
  fulfillments: [],
  refunds: [],
  returns: [],
  swaps: [],
  claims: [],
  edits: [],
  created_at: AT,
  updated_at: AT,
  ...fields,
});

export const orderEdit = (id: string, fields: Partial<OrderEdit> & Pick<OrderEdit, "created_at">): OrderEdit => ({
  ...getGetOrderEditsResponseMock().order_edits[0]!,
  id,
  order_id: "order_1",
  order: undefined,
  changes: [],
  items: [],
  payment_collection: undefined,
  internal_note: null,
  created_by: "usr_me",
  requested_by: null,
  requested_at: null,
  confirmed_by: null,
  confirmed_at: null,
  declined_by: null,
  declined_at: null,
  declined_reason: null,
  canceled_by: null,
  canceled_at: null,
  difference_due: 0,
  status: "created",
  payment_collection_id: null,
  updated_at: fields.created_at,
  ...fields,
});

/** A list answer of the records (all of them on its one page). */
export const list = <K extends string, T>(key: K, records: T[], limit = 200) =>
  ({ [key]: records, count: records.length, offset: 0, limit }) as Record<K, T[]> & { count: number; offset: number; limit: number };
