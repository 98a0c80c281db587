// Whole records for the timeline's tests, as the contract has them (answers
// are checked against it): each the generated mock with the test's fields.
import type { Fulfillment, Note, Notification, Order, OrderEdit, Payment, Refund } from "@generated/admin/types.gen";
import { getGetAuthResponseMock, getGetNotesResponseMock, getGetNotificationsResponseMock, getGetOrderEditsResponseMock, getGetOrdersOrderResponseMock } from "@generated/mocks/admin/admin";

const stamps = (at: string) => ({ created_at: at, updated_at: at });

export const ME = { ...getGetAuthResponseMock().user, id: "usr_me", first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", deleted_at: null };
export const COLLEAGUE = { ...ME, id: "usr_other", first_name: "Grace", last_name: "Hopper", email: "grace@example.com" };

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

export const order = (fields: Partial<Order> = {}): Order => ({
  ...getGetOrdersOrderResponseMock().order,
  id: "order_1",
  display_id: 1001,
  currency_code: "eur",
  total: 5685,
  status: "pending",
  canceled_at: null,
  payments: [],
  fulfillments: [],
  refunds: [],
  returns: [],
  swaps: [],
  claims: [],
  edits: [],
  ...stamps("2026-01-10T10:00:00.000Z"),
  ...fields,
});

export const note = (id: string, value: string, at: string, author: typeof ME | null): Note => ({
  ...getGetNotesResponseMock().notes[0]!,
  id,
  value,
  resource_type: "order",
  resource_id: "order_1",
  author_id: author?.id ?? null,
  author,
  deleted_at: null,
  metadata: null,
  ...stamps(at),
});

export const notification = (id: string, fields: Partial<Notification> & Pick<Notification, "created_at">): Notification => ({
  ...getGetNotificationsResponseMock().notifications[0]!,
  id,
  event_name: "order.placed",
  resource_type: "order",
  resource_id: "order_1",
  customer_id: null,
  customer: undefined,
  to: "buyer@example.com",
  data: {},
  parent_id: null,
  parent_notification: undefined,
  resends: [],
  provider_id: "sendgrid",
  provider: undefined,
  updated_at: fields.created_at,
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

export const list = <K extends string, T>(key: K, records: T[]) => ({ [key]: records, count: records.length, offset: 0, limit: 200 }) as Record<K, T[]> & { count: number; offset: number; limit: number };
