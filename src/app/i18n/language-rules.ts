// i18next asks Intl for plural rules and number formats with the language code
// itself. `tm` (the specification's code for Tamil) is no Intl locale, so Intl
// silently answers with the machine's own language: a Russian browser made
// i18next look up `_few` and `_many` forms Tamil does not have. This module
// makes i18next, and the translation check, use the Intl locale of each code.
import type { Module, i18n as I18n } from "i18next";
import { intlLocale } from "./languages";

type PluralType = "cardinal" | "ordinal";

/** The plural categories the language of `code` uses, whatever the machine's locale. */
export const pluralCategories = (code: string, type: PluralType = "cardinal") =>
  new Intl.PluralRules(intlLocale(code), { type }).resolvedOptions().pluralCategories;

/** i18next's internal resolver, the one part it exposes no option for. */
type PluralResolver = { getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined };

/** i18next module: plural rules and `{{x, number}}` formats from the Intl locale of the language. */
export const languageRules: Module & { init(instance: I18n): void } = {
  type: "3rdParty",
  init(instance) {
    const resolver = instance.services.pluralResolver as PluralResolver;
    const getRule = resolver.getRule.bind(resolver);
    resolver.getRule = (code, options) => getRule(intlLocale(code), options);
    instance.services.formatter?.addCached("number", (lng, options) => {
      const format = new Intl.NumberFormat(intlLocale(lng ?? "en"), options as Intl.NumberFormatOptions);
      return (value: number) => format.format(value);
    });
  },
};
