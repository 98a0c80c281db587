// Placeholder: the order's history in date order, notes and notifications.
import type { Order } from "@generated/admin/types.gen";

export function TimelineSection(_: { order: Order }) {
  return null;
}
