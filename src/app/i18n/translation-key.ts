import type { ParseKeys } from "i18next";

/** A key of the dashboard's English texts: `tsc` rejects one that does not exist (i18next.d.ts). */
export type TranslationKey = ParseKeys;
