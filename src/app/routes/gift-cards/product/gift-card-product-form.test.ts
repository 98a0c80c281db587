import { describe, expect, it } from "vitest";
import { giftCardProductBody, giftCardProductSchema } from "./gift-card-product-form";

const values = {
  title: " Gift card ",
  description: "",
  denominations: [
    { prices: [{ currency: "eur", amount: "50" }, { currency: "krw", amount: "60000" }] },
    { prices: [{ currency: "eur", amount: "100" }, { currency: "krw", amount: "" }] },
  ],
};

describe("the gift-card product form", () => {
  it("makes a gift card, never discountable, with one variant per denomination priced in each currency given", () => {
    expect(giftCardProductBody(values, "https://cdn.example/card.png")).toEqual({
      title: "Gift card",
      is_giftcard: true,
      discountable: false,
      status: "published",
      thumbnail: "https://cdn.example/card.png",
      images: ["https://cdn.example/card.png"],
      options: [{ title: "Denomination" }],
      variants: [
        { title: "50.00", options: [{ value: "50.00" }], prices: [{ currency_code: "eur", amount: 5000 }, { currency_code: "krw", amount: 60000 }], manage_inventory: false },
        { title: "100.00", options: [{ value: "100.00" }], prices: [{ currency_code: "eur", amount: 10000 }], manage_inventory: false },
      ],
    });
  });

  it("asks every denomination for an amount in at least one currency", () => {
    const result = giftCardProductSchema.safeParse({ ...values, denominations: [{ prices: [{ currency: "eur", amount: "" }] }] });
    expect(result.error?.issues[0]).toMatchObject({ path: ["denominations", 0, "prices", 0, "amount"], params: { i18n: "giftCards.product.priceRequired" } });
  });
});
