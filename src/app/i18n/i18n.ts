// i18next set-up: translations served from public/locales/{lng}/{ns}.json and
// loaded on demand (retried on 5xx and network failure, never on 4xx);
// detection order and caching as the product specifies (./language-detector.ts).
import i18n from "i18next";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import { languageDetector } from "./language-detector";
import { languageRules } from "./language-rules";
import { intlLocale, isRtl, languageCodes } from "./languages";
import { PAGES_NS } from "./page-texts";

export function initI18n(lng?: string) {
  return i18n
    .use(HttpBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .use(languageRules)
    .init({
      lng,
      fallbackLng: "en",
      supportedLngs: languageCodes,
      nonExplicitSupportedLngs: true,
      load: "languageOnly",
      ns: ["translation"],
      defaultNS: "translation",
      // the build's second file of texts, loaded with the pages that need it (./page-texts.tsx)
      fallbackNS: PAGES_NS,
      interpolation: { escapeValue: false },
      // The HTTP backend flags 5xx and network failures as retryable and
      // 4xx as final; i18next then retries those up to maxRetries.
      backend: { loadPath: `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json` },
      maxRetries: 3,
      retryTimeout: 500,
      react: { useSuspense: true },
    });
}

/** Keeps <html lang dir> in step with the language, for right-to-left scripts and screen readers' voices (a valid BCP 47 tag). */
export function syncDocumentLanguage(code: string) {
  document.documentElement.lang = intlLocale(code);
  document.documentElement.dir = isRtl(code) ? "rtl" : "ltr";
}

export { i18n };
