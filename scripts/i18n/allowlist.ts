// Translations that may legitimately be identical to the English text.
// `npm run i18n:check` treats any other locale value equal to English as
// untranslated, so keep this list short and explicit: an entry whose key is
// not in en, or whose translation no longer equals English, is reported.

/** Values that stay in English in every language (brand names). */
export const sameInEveryLanguage: readonly string[] = ["Medusa Admin", "SKU", "JSON", "S, M, L"];

/** Per locale: keys whose English word is also the right word in that language. */
export const sameAsEnglishByLocale: Readonly<Record<string, readonly string[]>> = {
  // "Status" is the usual column heading in German, Croatian, Bosnian, Polish and Brazilian Portuguese.
  de: ["products.columns.status", "productPicker.columns.status", "products.form.material", "products.form.optionTitle", "products.form.organisation", "products.form.tags"],
  hr: ["products.columns.status", "productPicker.columns.status"],
  bs: ["products.columns.status", "productPicker.columns.status"],
  pl: ["products.columns.status", "productPicker.columns.status"],
  pt: ["products.columns.status", "orders.columns.total", "products.form.material", "products.form.tags"],
  // "Collection(s)", "Date" and "Total" are French words as well.
  fr: ["nav.collections", "products.columns.collection", "orders.columns.date", "orders.columns.total", "products.detail.imageN", "products.form.collection", "products.form.optionTitle", "products.form.organisation", "products.form.type"],
  // "Total" is Spanish too.
  es: ["orders.columns.total", "products.detail.no", "products.form.material"],
  // Italian uses the English loanword "password".
  it: ["form.password", "products.detail.media", "products.detail.no"],
  sl: ["products.form.material"],
  cs: ["metadata.title"],
};
