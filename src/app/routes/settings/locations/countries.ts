// The countries an address may be in, named in the reader's language. The
// stock-location module stores any ISO 3166-1 alpha-2 code (there is no list
// of countries on its side), so the list is every code the browser can name,
// without groupings, user-assigned and reserved codes (EU, XK, AC…) and
// retired aliases (UK for GB): the 249 countries of ISO 3166-1.
import { intlLocale } from "@app/i18n/languages";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Codes Intl names that are no country: groupings, user-assigned and exceptionally reserved codes. */
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN|AC|CP|CQ|DG|EA|IC|TA)$/;

/** A retired code is an alias: its canonical form names another region. */
const isCurrent = (code: string) => Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;

export interface CountryChoice {
  code: string;
  label: string;
}

export function countryChoices(language: string): CountryChoice[] {
  const names = new Intl.DisplayNames([intlLocale(language)], { type: "region", fallback: "none" });
  const choices: CountryChoice[] = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      if (NOT_COUNTRIES.test(code) || !isCurrent(code)) continue;
      const label = names.of(code);
      if (label) choices.push({ code: code.toLowerCase(), label });
    }
  }
  return choices.sort((x, y) => x.label.localeCompare(y.label, language));
}
