import { NativeSelect } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { intlLocale, languages } from "@app/i18n/languages";

/** The language menu: each language in its own name. The choice is kept in this browser (i18n.ts). */
export function LanguageSelect({ label }: { label?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={label ?? t("shell.language")}
        value={i18n.resolvedLanguage}
        onChange={(e) => void i18n.changeLanguage(e.currentTarget.value)}
      >
        {languages.map((l) => (
          // lang: a BCP 47 tag, so that screen readers read each name in its own voice
          <option key={l.code} value={l.code} lang={intlLocale(l.code)}>
            {l.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
