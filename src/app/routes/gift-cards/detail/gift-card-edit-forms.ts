// The card page's two edits: the balance (never above the card's value, which
// the server would refuse only as "new balance is invalid") and the expiry day
// (empty removes it).
import { z } from "zod/mini";
import type { AdminPostGiftCardsGiftCardReq, GiftCard } from "@generated/admin/types.gen";
import { zAdminPostGiftCardsGiftCardReq } from "@generated/admin/zod.gen";
import { formatAmountInput, parseAmountInput } from "@app/lib/money";
import { amountCheck, expiryBody, expiryInput } from "../components/gift-card-form";

export const balanceSchema = (card: Pick<GiftCard, "value">, currency: string) =>
  z.object({ balance: z.string() }).check(
    amountCheck(
      "balance",
      () => currency,
      () => ({ min: 0, max: card.value }),
    ),
  );
export type BalanceValues = z.infer<ReturnType<typeof balanceSchema>>;

export const balanceValues = (card: GiftCard, currency: string): BalanceValues => ({ balance: formatAmountInput(card.balance, currency) });

export const balanceBody = (values: BalanceValues, currency: string): AdminPostGiftCardsGiftCardReq => ({
  balance: parseAmountInput(values.balance, currency) ?? 0,
});

export const expirySchema = z.extend(z.pick(zAdminPostGiftCardsGiftCardReq, {}), { ends_at: z.string() });
export type ExpiryValues = z.infer<typeof expirySchema>;

export const expiryValues = (card: GiftCard): ExpiryValues => ({ ends_at: expiryInput(card.ends_at) });

export const expiryUpdate = (values: ExpiryValues): AdminPostGiftCardsGiftCardReq => ({ ends_at: expiryBody(values.ends_at) ?? null });
