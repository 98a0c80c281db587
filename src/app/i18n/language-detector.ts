// The language a visitor is shown, detected in the product's order: `?lng=`,
// the `i18next` cookie, local storage, session storage, the browser's
// languages, then <html lang>; the choice is kept in local storage. Only the
// base of a code counts (`pt-BR` is pt), and `ta` is the spec's `tm`. Small
// and our own: the sign-in page's script budget has no room for the general
// detector package (3 kB gzip for sources and options this app never uses).
import type { LanguageDetectorModule } from "i18next";

const STORAGE_KEY = "i18nextLng";

/** Only the base of a detected code counts; `ta` is the spec's `tm`. */
const baseLanguage = (code: string) => {
  const base = code.split(/[-_]/)[0].toLowerCase();
  return base === "ta" ? "tm" : base;
};

const stored = (storage: () => Storage) => {
  try {
    return storage().getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused (privacy settings)
  }
};

const cookie = () => {
  const value = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie)?.[1];
  return value && decodeURIComponent(value);
};

/** Every code found, in the order they count; i18next takes the first it supports. */
export function detectedLanguages(): string[] {
  const found = [
    new URLSearchParams(location.search).get("lng"),
    cookie(),
    stored(() => localStorage),
    stored(() => sessionStorage),
    ...navigator.languages,
    document.documentElement.getAttribute("lang"),
  ];
  return found.filter((code): code is string => Boolean(code)).map(baseLanguage);
}

export const languageDetector: LanguageDetectorModule = {
  type: "languageDetector",
  detect: detectedLanguages,
  cacheUserLanguage(lng) {
    try {
      localStorage.setItem(STORAGE_KEY, lng);
    } catch {
      // not kept: detected again next time
    }
  },
};
