// The refund of a return or claim, typed in major units like every amount:
// 0 or more, at most what the order can still refund (checked before
// sending: the server takes any amount for a return and lets the receive
// fail later).
import { z } from "zod/mini";
import { formatAmountInput, parseAmountInput } from "@app/lib/money";

export function refundAmountSchema(currency: string, max: number) {
  return z.string().check(
    z.superRefine((text, ctx) => {
      const amount = parseAmountInput(text, currency);
      const problem =
        amount === null ? "validation.required" : Number.isNaN(amount) ? "orders.payments.refund.invalidAmount" : amount > max ? "orders.payments.refund.tooMuch" : null;
      if (problem) ctx.issues.push({ code: "custom", input: text, params: { i18n: problem } });
    }),
  );
}

/** The typed refund in minor units (only called on a checked form). */
export const refundAmount = (text: string, currency: string) => parseAmountInput(text, currency) ?? 0;

export const refundText = formatAmountInput;
