// What the server lets staff do with an order's money, as Medusa 1.20 checks
// it: capture takes every payment not yet captured (none on a canceled
// order); a refund takes at most what was captured and not yet refunded.
import type { Order, Payment, Refund } from "@generated/admin/types.gen";
import { zRefund } from "@generated/admin/zod.gen";
import { orderMoney } from "../../order-money";

export type PaymentState = "authorized" | "captured" | "partially_refunded" | "refunded" | "canceled";

/** The refund reasons the server stores (an enum of its refund table). */
export const REFUND_REASONS: readonly Refund["reason"][] = zRefund.shape.reason.options;

export const isRefundReason = (value: string): value is Refund["reason"] => (REFUND_REASONS as readonly string[]).includes(value);

export function paymentState(payment: Payment): PaymentState {
  if (payment.canceled_at) return "canceled";
  if (!payment.captured_at) return "authorized";
  if (payment.amount_refunded >= payment.amount) return "refunded";
  return payment.amount_refunded > 0 ? "partially_refunded" : "captured";
}

/** The amount a capture would take: the authorized payments not captured yet (0: nothing to capture). */
export function amountToCapture(order: Order) {
  if (order.status === "canceled") return 0;
  return (order.payments ?? []).filter((p) => paymentState(p) === "authorized").reduce((sum, p) => sum + p.amount, 0);
}

/** The most a refund may be (0: no refund possible). */
export function refundableAmount(order: Order) {
  return order.status === "canceled" ? 0 : orderMoney(order).refundable;
}
