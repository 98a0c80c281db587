// The form that creates the store's gift-card product: title, description,
// and the denominations, each an amount in every store currency (typed in
// major units). It becomes one POST /admin/products: a gift card (never
// discountable) with one option, "Denomination", and one variant per
// denomination, priced in each currency given.
import { z } from "zod/mini";
import type { PostProductsData } from "@generated/admin/types.gen";
import { zAdminPostProductsReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";
import { formatAmountInput, parseAmountInput } from "@app/lib/money";

const priceField = z
  .object({ currency: z.string(), amount: z.string() })
  .check(
    z.refine(
      (p) => {
        const amount = parseAmountInput(p.amount, p.currency);
        return amount === null || amount > 0;
      },
      { path: ["amount"], params: { i18n: "giftCards.form.invalidAmount" } },
    ),
  );

const denominationField = z.object({ prices: z.array(priceField) }).check(
  z.refine((d) => d.prices.some((p) => p.amount.trim() !== ""), { path: ["prices", 0, "amount"], params: { i18n: "giftCards.product.priceRequired" } }),
);

export const giftCardProductSchema = z.extend(z.pick(zAdminPostProductsReq, { description: true }), {
  title: requiredText(),
  description: z.string(),
  denominations: z.array(denominationField).check(z.refine((list) => list.length > 0, { params: { i18n: "giftCards.product.denominationRequired" } })),
});
export type GiftCardProductValues = z.infer<typeof giftCardProductSchema>;

export const emptyDenomination = (currencies: readonly string[]) => ({ prices: currencies.map((currency) => ({ currency, amount: "" })) });

export const giftCardProductValues = (title: string, currencies: readonly string[]): GiftCardProductValues => ({
  title,
  description: "",
  denominations: [emptyDenomination(currencies)],
});

export const DENOMINATION_OPTION = "Denomination";

export function giftCardProductBody(values: GiftCardProductValues, image: string | null): NonNullable<PostProductsData["body"]> {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    ...(description ? { description } : {}),
    is_giftcard: true,
    discountable: false,
    status: "published",
    ...(image ? { thumbnail: image, images: [image] } : {}),
    options: [{ title: DENOMINATION_OPTION }],
    variants: values.denominations.map((d) => {
      const prices = d.prices.flatMap((p) => {
        const amount = parseAmountInput(p.amount, p.currency);
        return amount ? [{ currency_code: p.currency, amount }] : [];
      });
      // Named by its first price, as customers choose it ("50", "50000").
      const title = formatAmountInput(prices[0].amount, prices[0].currency_code);
      return { title, options: [{ value: title }], prices, manage_inventory: false };
    }),
  };
}
