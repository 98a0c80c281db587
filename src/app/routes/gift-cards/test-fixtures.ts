// Whole contract objects for the gift-card tests: a card in Europe (EUR) and the regions.
import { getGetGiftCardsGiftCardResponseMock, getGetRegionsResponseMock } from "@generated/mocks/admin/admin";
import type { GiftCard, Region } from "@generated/admin/types.gen";

const baseRegion = getGetRegionsResponseMock().regions[0];
export const region = (id: string, name: string, currency_code: string): Region => ({ ...baseRegion, id, name, currency_code, countries: [] });

export const EUROPE = region("reg_eu", "Europe", "eur");
export const KOREA = region("reg_kr", "Korea", "krw");

export const giftCard = (overrides: Partial<GiftCard> = {}): GiftCard => ({
  ...getGetGiftCardsGiftCardResponseMock().gift_card,
  id: "gift_1",
  code: "ABCD-EFGH-IJKL-MNOP",
  value: 5000,
  balance: 5000,
  region_id: EUROPE.id,
  region: EUROPE,
  order_id: null,
  order: null,
  is_disabled: false,
  ends_at: null,
  metadata: {},
  ...overrides,
});
