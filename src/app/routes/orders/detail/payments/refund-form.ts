// The refund form: the generated request schema with the amount typed in
// major units (checked against what can be refunded before anything is sent),
// a reason chosen from the server's list, and "tell the customer" asked the
// positive way round (the request says no_notification).
import { z } from "zod/mini";
import type { AdminPostOrdersOrderRefundsReq } from "@generated/admin/types.gen";
import { zAdminPostOrdersOrderRefundsReq } from "@generated/admin/zod.gen";
import type { TranslationKey } from "@app/i18n/translation-key";
import { parseAmountInput } from "@app/lib/money";
import { isRefundReason } from "./payment-rules";

/** Why a typed amount cannot be sent, as a message key; null when it can. */
export function amountProblem(text: string, currency: string, refundable: number): TranslationKey | null {
  const amount = parseAmountInput(text, currency);
  if (amount === null) return "validation.required";
  if (Number.isNaN(amount)) return "orders.payments.refund.invalidAmount";
  if (amount <= 0) return "orders.payments.refund.zeroAmount";
  return amount > refundable ? "orders.payments.refund.tooMuch" : null;
}

export function refundSchema(currency: string, refundable: number) {
  return z.extend(z.pick(zAdminPostOrdersOrderRefundsReq, { note: true }), {
    // One message per field: the first thing wrong with it.
    amount: z.string().check(
      z.superRefine((text, ctx) => {
        const problem = amountProblem(text, currency, refundable);
        if (problem) ctx.issues.push({ code: "custom", input: text, params: { i18n: problem } });
      }),
    ),
    reason: z.string().check(z.refine(isRefundReason, { params: { i18n: "orders.payments.refund.chooseReason" } })),
    notify: z.boolean(),
  });
}
export type RefundValues = z.infer<ReturnType<typeof refundSchema>>;

export const refundValues = (noNotification: boolean | null | undefined): RefundValues => ({ amount: "", reason: "", note: "", notify: !noNotification });

export function refundBody(values: RefundValues, currency: string): AdminPostOrdersOrderRefundsReq {
  const note = values.note?.trim();
  return {
    amount: parseAmountInput(values.amount, currency) ?? 0,
    reason: values.reason,
    ...(note ? { note } : {}),
    no_notification: !values.notify,
  };
}
