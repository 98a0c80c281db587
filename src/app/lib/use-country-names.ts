// Country names in the user's language ("kr" -> "South Korea", "Südkorea"), for the country lists and addresses of settings.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { intlLocale } from "@app/i18n/languages";
import { countryName } from "@app/lib/countries";

export function useCountryNames() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(language)], { type: "region" });
    return { name: (code: string) => countryName(code, names), language };
  }, [language]);
}
