// Whole draft orders as the contract has them (the tests' answers are checked
// against it): the generated mock with a complete cart of the test's fields.
// Defaults: dorder_1 (#7), open, for Minji Kim in Korea (KRW), ₩33,000.
import type { Cart, DraftOrder } from "@generated/admin/types.gen";
import { getGetCustomersCustomerResponseMock, getGetDraftOrdersDraftOrderResponseMock, getGetRegionsRegionResponseMock } from "@generated/mocks/admin/admin";
import { AT, lineItem } from "@app/routes/orders/test-fixtures";

export const draftCart = (fields: Partial<Cart> = {}): Cart => ({
  id: "cart_1",
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
  email: "minji@example.com",
  billing_address_id: null,
  billing_address: null,
  shipping_address_id: null,
  shipping_address: null,
  region_id: "reg_kr",
  region: { ...getGetRegionsRegionResponseMock().region, id: "reg_kr", name: "Korea", currency_code: "krw" },
  customer_id: "cus_1",
  customer: { ...getGetCustomersCustomerResponseMock().customer, id: "cus_1", first_name: "Minji", last_name: "Kim" },
  payment_id: null,
  type: "draft_order",
  completed_at: null,
  payment_authorized_at: null,
  idempotency_key: null,
  context: {},
  metadata: null,
  sales_channel_id: null,
  items: [lineItem({ id: "item_1", title: "Tea set", unit_price: 15000, quantity: 2, subtotal: 30000 })],
  discounts: [],
  gift_cards: [],
  shipping_methods: [],
  subtotal: 30000,
  discount_total: 0,
  shipping_total: 3000,
  tax_total: 0,
  total: 33000,
  ...fields,
});

export const draftOrder = (fields: Partial<DraftOrder> = {}, cart: Partial<Cart> = {}): DraftOrder => ({
  ...getGetDraftOrdersDraftOrderResponseMock().draft_order,
  id: "dorder_1",
  display_id: 7,
  status: "open",
  order_id: null,
  order: null,
  created_at: AT,
  updated_at: AT,
  cart_id: "cart_1",
  cart: draftCart(cart),
  ...fields,
});
