// A country's name in the reader's language, by its ISO code ("DE" -> "Germany").
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { intlLocale } from "@app/i18n/languages";

export function useCountryName() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(language)], { type: "region" });
    return (code: string) => names.of(code.toUpperCase());
  }, [language]);
}
