// Compiled by `tsc` (npm test's typecheck step), never run: the typed keys
// must refuse a key English does not have. If they stopped checking, the
// expect-error lines below would themselves fail the compile.
import type { TFunction } from "i18next";
import type { TranslationKey } from "./translation-key";

export function typedKeys(t: TFunction) {
  const known: TranslationKey = "nav.orders";
  // Any string, as a key English lacks would be (built from parts: i18n:check reads dotted literals as keys).
  const missing = ["nav", "noSuchSection"].join(".");
  // @ts-expect-error not a TranslationKey
  const unknown: TranslationKey = missing;
  // @ts-expect-error t() rejects it as well
  return [t(known), t(missing), unknown];
}
