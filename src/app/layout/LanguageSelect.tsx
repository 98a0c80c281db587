import { NativeSelect } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { languages } from "@app/i18n/languages";

/** The language menu: each language in its own name. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t("shell.language")}
        value={i18n.resolvedLanguage}
        onChange={(e) => void i18n.changeLanguage(e.currentTarget.value)}
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
