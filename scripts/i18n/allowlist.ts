// Translations that may legitimately be identical to the English text.
// `npm run i18n:check` treats any other locale value equal to English as
// untranslated, so keep this list short and explicit; an entry that no longer
// matches a key of en is reported as stale.

/** Values that stay in English in every language (brand names). */
export const sameInEveryLanguage: readonly string[] = ["Medusa Admin"];

/** Per locale: keys whose English word is also the right word in that language. */
export const sameAsEnglishByLocale: Readonly<Record<string, readonly string[]>> = {
  // "Status" is the usual German, Croatian, Bosnian and Slovenian word.
  de: ["products.columns.status"],
  hr: ["products.columns.status"],
  bs: ["products.columns.status"],
  sl: ["products.columns.status"],
  // "Date", "Total", "Collection" are the French words as well.
  fr: ["orders.columns.date", "orders.columns.total", "products.columns.collection"],
  // "Total" is the Spanish and Portuguese word.
  es: ["orders.columns.total"],
  pt: ["orders.columns.total"],
};
