// An order and its open edit as the server answers them (whole contract
// objects: the answers are checked), for the edit tests: a captured EUR
// order of 2 mugs and 3 sticker packs; the edit adds a cap and makes it 4 packs.
import type { LineItem, Order, OrderEdit, OrderItemChange } from "@generated/admin/types.gen";
import { lineItem as lineItemRecord, list, order, orderEdit } from "../../test-fixtures";

const at = "2026-01-01T00:00:00Z";

/** A line as the edits' server answers it: its variant, its subtotal, no quantity sent yet. */
export const lineItem = (id: string, title: string, unit_price: number, quantity: number, more: Partial<LineItem> = {}): LineItem =>
  lineItemRecord({
    id,
    title,
    unit_price,
    quantity,
    variant_id: `variant_${id}`,
    fulfilled_quantity: null,
    shipped_quantity: null,
    subtotal: unit_price * quantity,
    created_at: at,
    updated_at: at,
    metadata: {},
    ...more,
  });

export const ORDER: Order = order({
  display_id: 12,
  region_id: "reg_eu",
  customer_id: "cus_1",
  subtotal: 4100,
  refunded_total: 0,
  items: [lineItem("item_mug", "Coffee Mug", 1300, 2), lineItem("item_stickers", "Sticker Pack", 500, 3)],
});

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

export const EDIT: OrderEdit = orderEdit("oe_1", {
  created_by: "usr_1",
  payment_collection: null,
  created_at: at,
  total: 8380,
  difference_due: 2695,
  // as the server lists them: the updated line moved to the end
  items: [
    lineItem("item_cap_new", "Baseball Cap", 1800, 1, { order_id: null, order_edit_id: "oe_1", created_at: "2026-01-02T00:00:00Z" }),
    edited("item_mug_e", "item_mug", "Coffee Mug", 1300, 2),
    edited("item_stickers_e", "item_stickers", "Sticker Pack", 500, 4),
  ],
  changes: [change("oic_add", "item_add", "item_cap_new", null), change("oic_upd", "item_update", "item_stickers_e", "item_stickers")],
});

export const editsAnswer = (...order_edits: OrderEdit[]) => list("order_edits", order_edits, 100);
