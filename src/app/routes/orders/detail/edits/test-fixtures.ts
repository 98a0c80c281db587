// An order and its open edit as the server answers them (whole contract
// objects: the answers are checked), for the edit tests: a captured EUR
// order of 2 mugs and 3 sticker packs; the edit adds a cap and makes it 4 packs.
import type { LineItem, Order, OrderEdit, OrderItemChange } from "@generated/admin/types.gen";
import { getGetOrderEditsResponseMock, getGetOrdersOrderResponseMock } from "@generated/mocks/admin/admin";

const at = "2026-01-01T00:00:00Z";

export const lineItem = (id: string, title: string, unit_price: number, quantity: number, more: Partial<LineItem> = {}): LineItem => ({
  id,
  cart_id: null,
  order_id: "order_1",
  swap_id: null,
  claim_order_id: null,
  original_item_id: null,
  order_edit_id: null,
  title,
  description: null,
  thumbnail: null,
  is_return: false,
  is_giftcard: false,
  should_merge: true,
  allow_discounts: true,
  has_shipping: true,
  unit_price,
  variant_id: `variant_${id}`,
  quantity,
  fulfilled_quantity: null,
  returned_quantity: null,
  shipped_quantity: null,
  subtotal: unit_price * quantity,
  created_at: at,
  updated_at: at,
  metadata: {},
  ...more,
});

export const ORDER: Order = {
  ...getGetOrdersOrderResponseMock().order,
  id: "order_1",
  display_id: 12,
  status: "pending",
  currency_code: "eur",
  region_id: "reg_eu",
  customer_id: "cus_1",
  total: 5685,
  subtotal: 4100,
  refunded_total: 0,
  items: [lineItem("item_mug", "Coffee Mug", 1300, 2), lineItem("item_stickers", "Sticker Pack", 500, 3)],
};

const change = (id: string, type: OrderItemChange["type"], line_item_id: string | null, original_line_item_id: string | null): OrderItemChange => ({
  id,
  type,
  order_edit_id: "oe_1",
  original_line_item_id,
  line_item_id,
  created_at: at,
  updated_at: at,
  deleted_at: null,
});

const edited = (id: string, original: string, title: string, unit_price: number, quantity: number) =>
  lineItem(id, title, unit_price, quantity, { order_id: null, order_edit_id: "oe_1", original_item_id: original });

export const EDIT: OrderEdit = {
  ...getGetOrderEditsResponseMock().order_edits[0]!,
  id: "oe_1",
  order_id: "order_1",
  order: undefined,
  status: "created",
  internal_note: null,
  created_by: "usr_1",
  requested_by: null,
  requested_at: null,
  confirmed_by: null,
  confirmed_at: null,
  declined_by: null,
  declined_at: null,
  declined_reason: null,
  canceled_by: null,
  canceled_at: null,
  payment_collection_id: null,
  payment_collection: null,
  created_at: at,
  updated_at: at,
  total: 8380,
  difference_due: 2695,
  // as the server lists them: the updated line moved to the end
  items: [
    lineItem("item_cap_new", "Baseball Cap", 1800, 1, { order_id: null, order_edit_id: "oe_1", created_at: "2026-01-02T00:00:00Z" }),
    edited("item_mug_e", "item_mug", "Coffee Mug", 1300, 2),
    edited("item_stickers_e", "item_stickers", "Sticker Pack", 500, 4),
  ],
  changes: [change("oic_add", "item_add", "item_cap_new", null), change("oic_upd", "item_update", "item_stickers_e", "item_stickers")],
};

export const editsAnswer = (...order_edits: OrderEdit[]) => ({ order_edits, count: order_edits.length, offset: 0, limit: 100 });
