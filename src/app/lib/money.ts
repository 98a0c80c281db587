// Money as Medusa stores it: integer amounts in the currency's minor unit,
// except the currencies that have none.
const NO_MINOR_UNIT = new Set(["krw", "jpy", "vnd"]);

export const DEFAULT_PRICE_LOCALE = "en-US";

/** Amount in major units (33000 KRW stays 33000; 7992 USD becomes 79.92). */
export function toMajorUnits(amount: number, currencyCode: string) {
  return NO_MINOR_UNIT.has(currencyCode.toLowerCase()) ? amount : amount / 100;
}

/** Adds the region's tax to a price entered without it (tax_rate in percent). */
export function withTax(amount: number, taxRatePercent: number) {
  return amount * (1 + taxRatePercent / 100);
}

export function formatMoney(amount: number, currencyCode: string, locale: string = DEFAULT_PRICE_LOCALE) {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currencyCode.toUpperCase() }).format(
    toMajorUnits(amount, currencyCode),
  );
}
