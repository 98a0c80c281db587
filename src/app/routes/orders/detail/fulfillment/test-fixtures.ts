// Whole records for the fulfillment tests, as the contract has them (answers
// are checked against it): the generated mocks with the tests' fields.
import type { Fulfillment, LineItem, Order, ShippingMethod } from "@generated/admin/types.gen";
import { getGetOrdersOrderResponseMock, getGetShippingOptionsOptionResponseMock, getGetStockLocationsResponseMock } from "@generated/mocks/admin/admin";

const AT = "2026-01-10T10:00:00.000Z";

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

export const MUG = lineItem({ id: "item_mug", title: "Mug", quantity: 3, fulfilled_quantity: 1 });
export const STICKER = lineItem({ id: "item_sticker", title: "Sticker", quantity: 2 });

export const order = (fields: Partial<Order> = {}): Order => ({
  ...getGetOrdersOrderResponseMock().order,
  id: "order_1",
  display_id: 1001,
  currency_code: "eur",
  status: "pending",
  no_notification: null,
  canceled_at: null,
  items: [MUG, STICKER],
  shipping_methods: [shippingMethod("Standard Shipping", 800)],
  fulfillments: [],
  payments: [],
  refunds: [],
  returns: [],
  swaps: [],
  claims: [],
  edits: [],
  created_at: AT,
  updated_at: AT,
  ...fields,
});

export const stockLocations = (...names: string[]) => {
  const base = getGetStockLocationsResponseMock().stock_locations[0]!;
  return { stock_locations: names.map((name, i) => ({ ...base, id: `sloc_${i + 1}`, name })), count: names.length, offset: 0, limit: 20 };
};
