// Dates, numbers and money formatted for the active language.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@app/lib/money";
import { intlLocale } from "./languages";

export function useFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage ?? "en");
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const number = new Intl.NumberFormat(locale);
    return {
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      number: (n: number) => number.format(n),
      money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
    };
  }, [locale]);
}
