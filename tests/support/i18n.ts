// English texts loaded synchronously, as users see them.
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../../public/locales/en/translation.json";
import "@app/components/form/zod-messages";
import { languageRules } from "@app/i18n/language-rules";

export async function initTestI18n() {
  await i18n.use(initReactI18next).use(languageRules).init({
    lng: "en",
    fallbackLng: "en",
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

