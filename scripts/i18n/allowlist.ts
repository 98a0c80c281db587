// Translations that may legitimately be identical to the English text.
// `npm run i18n:check` treats any other locale value equal to English as
// untranslated, so keep this list short and explicit: an entry whose key is
// not in en, or whose translation no longer equals English, is reported.

/** Values that stay in English in every language (brand names). */
export const sameInEveryLanguage: readonly string[] = ["Medusa Admin"];

/** Per locale: keys whose English word is also the right word in that language. */
export const sameAsEnglishByLocale: Readonly<Record<string, readonly string[]>> = {
  // "Status" is the usual column heading in German, Croatian, Bosnian, Polish and Brazilian Portuguese.
  de: ["products.columns.status"],
  hr: ["products.columns.status"],
  bs: ["products.columns.status"],
  pl: ["products.columns.status"],
  pt: ["products.columns.status", "orders.columns.total"],
  // "Collection(s)", "Date" and "Total" are French words as well.
  fr: ["nav.collections", "products.columns.collection", "orders.columns.date", "orders.columns.total"],
  // "Total" is Spanish too.
  es: ["orders.columns.total"],
  // Italian uses the English loanword "password".
  it: ["form.password"],
};
