// A gift card's amounts are in its region's currency (the list and the card's
// page answer with the region).
import type { GiftCard } from "@generated/admin/types.gen";

export const cardCurrency = (card: GiftCard) => card.region?.currency_code;
