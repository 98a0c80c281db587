// Validation messages of every generated Zod schema, translated: zod/mini
// ships no texts of its own, so each issue code maps to an i18n key, read in
// the active language when the message is made. Loaded with the form fields
// (controls/field/FieldFrame.tsx), not at start-up, so Zod stays out of the
// first page's critical code.
import i18n from "i18next";
import { z } from "zod/mini";
import type { TranslationKey } from "@app/i18n/translation-key";

z.config({
  customError: (issue) => {
    const t = i18n.t.bind(i18n);
    // Form-level rules name their message key in params.i18n.
    if (issue.code === "custom" && typeof issue.params?.i18n === "string") return t(issue.params.i18n as TranslationKey);
    if (issue.code === "invalid_format" && issue.format === "email") return t("validation.email");
    if (issue.code === "invalid_type" && (issue.input === undefined || issue.input === "")) return t("validation.required");
    if (issue.code === "too_small" && issue.origin === "string") {
      return Number(issue.minimum) <= 1 ? t("validation.required") : t("validation.tooShort", { count: Number(issue.minimum) });
    }
    return t("validation.invalid");
  },
});
