// Money as Medusa stores it: integer amounts in the currency's minor unit,
// except the currencies that have none.
const NO_MINOR_UNIT = new Set(["krw", "jpy", "vnd"]);

export const DEFAULT_PRICE_LOCALE = "en-US";

/** Digits after the decimal point: 0 for KRW/JPY/VND, 2 for the others. */
export function minorUnitDigits(currencyCode: string) {
  return NO_MINOR_UNIT.has(currencyCode.toLowerCase()) ? 0 : 2;
}

/** Amount in major units (33000 KRW stays 33000; 7992 USD becomes 79.92). */
export function toMajorUnits(amount: number, currencyCode: string) {
  return amount / 10 ** minorUnitDigits(currencyCode);
}

/** An amount as typed into a field, without symbol or grouping: "79.92", "33000". */
export function formatAmountInput(amount: number, currencyCode: string) {
  return toMajorUnits(amount, currencyCode).toFixed(minorUnitDigits(currencyCode));
}

/**
 * A typed or pasted amount in major units, as stored (minor units): "79.92",
 * "79,92", "$1,234.50", "33 000" are read; an empty text is null (no price);
 * anything else (a negative, a word, "1.234" USD, "1.5" KRW) is NaN.
 */
export function parseAmountInput(text: string, currencyCode: string): number | null {
  // Currency symbols and spaces (also non-breaking), as formats and spreadsheets add them, are ignored.
  const cleaned = text.replace(/[\s\p{Sc}]/gu, "");
  if (cleaned === "") return null;
  if (!/^[\d.,]+$/.test(cleaned)) return Number.NaN;
  // The last separator is the decimal one, unless it is a comma before a group of three ("39,000").
  const last = Math.max(cleaned.lastIndexOf("."), cleaned.lastIndexOf(","));
  const grouping = cleaned[last] === "," && !cleaned.includes(".") && cleaned.length - last - 1 === 3;
  const split = last >= 0 && !grouping;
  const whole = (split ? cleaned.slice(0, last) : cleaned).replace(/[.,]/g, "");
  const fraction = split ? cleaned.slice(last + 1) : "";
  const places = minorUnitDigits(currencyCode);
  if (whole + fraction === "" || fraction.length > places) return Number.NaN;
  return Number(whole + fraction.padEnd(places, "0"));
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
