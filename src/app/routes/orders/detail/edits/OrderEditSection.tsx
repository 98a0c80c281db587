// Placeholder: order edits (v1's Edit order): start, change, confirm or cancel; a pending edit.
import type { Order } from "@generated/admin/types.gen";

export function OrderEditSection(_: { order: Order }) {
  return null;
}
