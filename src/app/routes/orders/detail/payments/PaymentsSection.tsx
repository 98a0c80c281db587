// Placeholder: the order's payments: capture, refund, payment rows.
import type { Order } from "@generated/admin/types.gen";

export function PaymentsSection(_: { order: Order }) {
  return null;
}
