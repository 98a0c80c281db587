// Chakra's interactive parts (Ark UI: dialogs, tooltips, number inputs,
// toasts, menus) write their own `dir` attribute and format numbers for
// their own locale, "ltr" and en-US unless told otherwise. This tells them
// the active language, so that in Arabic they lay out right to left like the
// rest of the page (<html dir> is set by syncDocumentLanguage).
import { LocaleProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { intlLocale } from "./languages";

export function ComponentLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <LocaleProvider locale={intlLocale(i18n.resolvedLanguage ?? "en")}>{children}</LocaleProvider>;
}
