// The custom gift card form: a region (its currency is the card's), the value
// in major units of that currency, an optional expiry day and an optional note
// kept in the card's metadata (the v1 request has no note field).
import { z } from "zod/mini";
import type { AdminPostGiftCardsReq } from "@generated/admin/types.gen";
import { zAdminPostGiftCardsReq } from "@generated/admin/zod.gen";
import { parseAmountInput } from "@app/lib/money";
import { amountCheck, expiryBody } from "../components/gift-card-form";

export interface RegionCurrency {
  id: string;
  currency_code: string;
}

export function customGiftCardSchema(regions: readonly RegionCurrency[]) {
  return z
    .extend(z.pick(zAdminPostGiftCardsReq, { region_id: true }), {
      region_id: z.string().check(z.refine((id) => id !== "", { params: { i18n: "giftCards.create.chooseRegion" } })),
      value: z.string(),
      ends_at: z.string(),
      note: z.string(),
    })
    .check(
      amountCheck(
        "value",
        (v) => regions.find((r) => r.id === v.region_id)?.currency_code,
        () => ({ min: 1 }),
      ),
    );
}
export type CustomGiftCardValues = z.infer<ReturnType<typeof customGiftCardSchema>>;

export const customGiftCardValues = (): CustomGiftCardValues => ({ region_id: "", value: "", ends_at: "", note: "" });

export function customGiftCardBody(values: CustomGiftCardValues, currency: string): AdminPostGiftCardsReq {
  const endsAt = expiryBody(values.ends_at);
  const note = values.note.trim();
  return {
    region_id: values.region_id,
    value: parseAmountInput(values.value, currency) ?? 0,
    ...(endsAt ? { ends_at: endsAt } : {}),
    ...(note ? { metadata: { note } } : {}),
  };
}
