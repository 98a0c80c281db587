// What the gift-card forms share: an amount typed in major units of the
// card's currency (checked before anything is sent: the v1 server takes a
// negative value, and refuses a balance above the value only with "new
// balance is invalid"), and an expiry typed as a day, kept to its end.
import { z } from "zod/mini";
import type { TranslationKey } from "@app/i18n/translation-key";
import { parseAmountInput } from "@app/lib/money";

interface AmountBounds {
  /** The smallest amount allowed: 1 for a value, 0 for a balance (used up). */
  min: number;
  max?: number;
}

/** Why a typed amount cannot be sent, as a message key; null when it can. */
export function amountProblem(text: string, currency: string, { min, max }: AmountBounds): TranslationKey | null {
  const amount = parseAmountInput(text, currency);
  if (amount === null) return "validation.required";
  if (Number.isNaN(amount)) return "giftCards.form.invalidAmount";
  if (amount < min) return min > 0 ? "giftCards.form.zeroAmount" : "giftCards.form.invalidAmount";
  return max !== undefined && amount > max ? "giftCards.form.aboveValue" : null;
}

/**
 * Checks the form's amount `field` against `bounds` in the currency the
 * values give (none yet: no region chosen, which its own field says). It runs
 * even when other fields are wrong, so every message shows at once.
 */
export function amountCheck<T extends Record<string, unknown>>(field: keyof T & string, currencyOf: (values: T) => string | undefined, bounds: (values: T) => AmountBounds) {
  return z.superRefine<T>(
    (values, ctx) => {
      const currency = currencyOf(values);
      const text = values[field];
      const problem = currency && typeof text === "string" ? amountProblem(text, currency, bounds(values)) : null;
      if (problem) ctx.issues.push({ code: "custom", input: text, path: [field], params: { i18n: problem } });
    },
    { when: ({ value }) => typeof value === "object" && value !== null },
  );
}

/** "2026-12-31" -> the end of that day where the operator is, as the server stores it; "" -> none. */
export const expiryBody = (day: string): string | undefined => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/** The day input's value for a stored expiry ("" when the card does not expire). */
export function expiryInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
