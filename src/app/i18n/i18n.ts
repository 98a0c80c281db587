// i18next set-up: translations served from public/locales/{lng}/{ns}.json and
// loaded on demand (retried on 5xx and network failure, never on 4xx);
// detection order and caching as the product specifies.
import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import { languageRules } from "./language-rules";
import { intlLocale, isRtl, languageCodes } from "./languages";
import { PAGES_NS } from "./page-texts";

/** Only the base of a detected code counts; `ta` is the spec's `tm`. */
const baseLanguage = (code: string) => {
  const base = code.split(/[-_]/)[0].toLowerCase();
  return base === "ta" ? "tm" : base;
};

export function initI18n(lng?: string) {
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
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
      detection: {
        order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
        lookupQuerystring: "lng",
        caches: ["localStorage"],
        convertDetectedLanguage: baseLanguage,
      },
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
