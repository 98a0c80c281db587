// When a timeline event happened, in the user's language: relative within
// the last day ("now", "5 minutes ago", "3 hours ago"), else the date and
// time, which the relative text also carries (title and datetime).
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { intlLocale } from "@app/i18n/languages";
import { useFormat } from "@app/i18n/use-format";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function useWhen() {
  const { i18n } = useTranslation();
  const format = useFormat();
  const locale = intlLocale(i18n.resolvedLanguage ?? "en");
  return useMemo(() => {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    return (iso: string, now = Date.now()) => {
      const ago = now - Date.parse(iso);
      const full = format.dateTime(iso);
      // A clock a little ahead of the server's shows "now", not "in 1 minute".
      if (ago < MINUTE) return { text: relative.format(0, "second"), full };
      if (ago < HOUR) return { text: relative.format(-Math.floor(ago / MINUTE), "minute"), full };
      if (ago < DAY) return { text: relative.format(-Math.floor(ago / HOUR), "hour"), full };
      return { text: full, full };
    };
  }, [locale, format]);
}
