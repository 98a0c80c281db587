// What a discount takes off, in words: "15 %", "€10.50" (a fixed amount in
// its region's currency: ₩5,000 for KRW, which has no minor units), or
// "Free shipping".
import { useTranslation } from "react-i18next";
import type { Discount } from "@generated/admin/types.gen";
import { useFormat } from "@app/i18n/use-format";

/** A fixed discount has exactly one region (the server requires it): its currency is the amount's. */
export const fixedCurrency = (discount: Pick<Discount, "regions">) => discount.regions?.[0]?.currency_code;

export function useDiscountValue() {
  const { t } = useTranslation();
  const format = useFormat();
  return (discount: Pick<Discount, "rule" | "regions">) => {
    const rule = discount.rule;
    if (!rule) return "—";
    if (rule.type === "free_shipping") return t("discounts.types.free_shipping");
    if (rule.type === "percentage") return t("discounts.value.percentage", { value: rule.value });
    const currency = fixedCurrency(discount);
    return currency ? format.money(rule.value, currency) : format.number(rule.value);
  };
}
