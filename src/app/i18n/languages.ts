// The 21 languages of the product, each named in itself. `tm` is the code the
// specification gives Tamil; the standard `ta` is read as the same language.
export const languages = [
  { code: "en", name: "English" },
  { code: "de", name: "Deutsch" },
  { code: "fr", name: "Français" },
  { code: "hr", name: "Hrvatski" },
  { code: "it", name: "Italiano" },
  { code: "pt", name: "Português (Brasil)" },
  { code: "uk", name: "Українська" },
  { code: "ar", name: "العربية" },
  { code: "pl", name: "Polski" },
  { code: "es", name: "Español" },
  { code: "hi", name: "हिन्दी" },
  { code: "bs", name: "Bosanski" },
  { code: "vi", name: "Tiếng Việt" },
  { code: "tm", name: "தமிழ்" },
  { code: "ru", name: "Русский" },
  { code: "sl", name: "Slovenščina" },
  { code: "bg", name: "Български" },
  { code: "ko", name: "한국어" },
  { code: "ja", name: "日本語" },
  { code: "cs", name: "Čeština" },
  { code: "zh", name: "简体中文" },
] as const;

export type LanguageCode = (typeof languages)[number]["code"];
export const languageCodes = languages.map((l) => l.code) as LanguageCode[];

/** BCP 47 tag for Intl formatting (`tm` is not one; Tamil is `ta`). */
export const intlLocale = (code: string) => (code === "tm" ? "ta" : code === "pt" ? "pt-BR" : code === "zh" ? "zh-CN" : code);

const RTL_LANGUAGES = new Set(["ar", "he", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]);
export const isRtl = (code: string) => RTL_LANGUAGES.has(code.split("-")[0]);
