// What an order's money adds up to. Medusa's `paid_total` counts authorised
// payments too (an order awaiting capture shows it paid in full), so "paid"
// here is what was captured.
import type { Order } from "@generated/admin/types.gen";

export function orderMoney(order: Order) {
  const total = order.total ?? 0;
  const paid = (order.payments ?? []).filter((p) => p.captured_at).reduce((sum, p) => sum + p.amount, 0);
  const refunded = order.refunded_total ?? 0;
  return {
    total,
    paid,
    refunded,
    /** Still to be captured. */
    outstanding: Math.max(0, total - paid),
    /** What can still be refunded: captured and not yet refunded. */
    refundable: Math.max(0, Math.min(order.refundable_amount ?? paid - refunded, paid - refunded)),
  };
}
