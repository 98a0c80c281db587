// Typed translation keys: `t("orders.columns.total")` is checked against the
// English source, so `tsc` rejects a key that does not exist (other locales
// are checked against English by `npm run i18n:check`).
import "i18next";
import type en from "../../../public/locales/en/translation.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
