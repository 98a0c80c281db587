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
    const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 4 });
    return {
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      number: (n: number) => number.format(n),
      /** A rate in percent points (a tax rate's 12.5), written the language's way ("12.5%", "12,5 %"). */
      percent: (points: number) => percent.format(points / 100),
      money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
    };
  }, [locale]);
}
