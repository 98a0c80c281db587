// A gift card's state as the store sees it: disabled by an operator, past its
// expiry date, or usable. The server keeps only is_disabled and ends_at.
import type { GiftCard } from "@generated/admin/types.gen";

export type GiftCardStatus = "active" | "disabled" | "expired";

export function giftCardStatus(card: Pick<GiftCard, "is_disabled" | "ends_at">, now: Date = new Date()): GiftCardStatus {
  if (card.is_disabled) return "disabled";
  if (card.ends_at && new Date(card.ends_at).getTime() <= now.getTime()) return "expired";
  return "active";
}
