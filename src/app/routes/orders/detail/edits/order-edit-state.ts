// What an order edit holds, read for the page: which edit is still open, each
// line with what the edit did to it, and what the difference means in money.
import type { LineItem, Order, OrderEdit, OrderItemChange } from "@generated/admin/types.gen";

/** The server allows one open edit per order: created, or sent to the customer (requested). */
export const isOpen = (edit: OrderEdit) => edit.status === "created" || edit.status === "requested";

export const openEdit = (edits: readonly OrderEdit[] | undefined) => edits?.find(isOpen);

export type LineChange = "added" | "changed" | "removed" | null;

export interface EditLine {
  item: LineItem;
  change: LineChange;
  /** The change that added the line: removing an added line takes the change back. */
  addedBy?: string;
  /** The quantity on the order before the edit (changed and removed lines). */
  was?: number;
  /** Part of it is fulfilled: the server refuses to change or remove it. */
  locked: boolean;
}

const changeOf = (changes: OrderItemChange[], item: LineItem) =>
  changes.find((c) => c.line_item_id === item.id || (item.original_item_id && c.original_line_item_id === item.original_item_id));

/**
 * The edit's lines in the order's order (the server moves a line it updated to
 * the end), then the added ones oldest first, then the removed ones.
 */
export function editLines(order: Order, edit: OrderEdit): EditLine[] {
  const changes = edit.changes ?? [];
  const position = new Map((order.items ?? []).map((item, i) => [item.id, i]));
  const rank = (item: LineItem) => (item.original_item_id ? (position.get(item.original_item_id) ?? 0) : Number.MAX_SAFE_INTEGER);
  const kept = [...(edit.items ?? [])].sort((a, b) => rank(a) - rank(b) || a.created_at.localeCompare(b.created_at));
  const lines = kept.map((item): EditLine => {
    const change = changeOf(changes, item);
    const original = (order.items ?? []).find((o) => o.id === item.original_item_id);
    return {
      item,
      change: change?.type === "item_add" ? "added" : change?.type === "item_update" ? "changed" : null,
      addedBy: change?.type === "item_add" ? change.id : undefined,
      was: change?.type === "item_update" ? original?.quantity : undefined,
      locked: (item.fulfilled_quantity ?? 0) > 0,
    };
  });
  const removed = changes
    .filter((c) => c.type === "item_remove" && c.original_line_item)
    .map((c): EditLine => ({ item: c.original_line_item!, change: "removed", was: c.original_line_item!.quantity, locked: true }));
  return [...lines, ...removed];
}

export type Difference = { kind: "pay" | "refund"; amount: number } | { kind: "none"; amount: 0 };

/** The edit's total against the order's: what the customer pays more, or gets back. */
export function difference(edit: OrderEdit): Difference {
  const due = edit.difference_due ?? 0;
  if (due > 0) return { kind: "pay", amount: due };
  if (due < 0) return { kind: "refund", amount: -due };
  return { kind: "none", amount: 0 };
}

/**
 * The payment the server asked the customer for when the edit was sent
 * (requested with a difference to pay), while it is not marked paid.
 */
export function unpaidCollection(edit: OrderEdit) {
  const collection = edit.payment_collection;
  return collection && (collection.status === "not_paid" || collection.status === "awaiting") ? collection : undefined;
}
