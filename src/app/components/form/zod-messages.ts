// Validation messages of every generated Zod schema, translated: zod/mini
// ships no texts of its own, so each issue code maps to an i18n key.
import type { TFunction } from "i18next";
import { z } from "zod/mini";

export function translateZodIssues(t: TFunction) {
  z.config({
    customError: (issue) => {
      // Form-level rules name their message key in params.i18n.
      if (issue.code === "custom" && typeof issue.params?.i18n === "string") return t(issue.params.i18n);
      if (issue.code === "invalid_format" && issue.format === "email") return t("validation.email");
      if (issue.code === "invalid_type" && (issue.input === undefined || issue.input === "")) return t("validation.required");
      if (issue.code === "too_small" && issue.origin === "string") {
        return Number(issue.minimum) <= 1 ? t("validation.required") : t("validation.tooShort", { count: Number(issue.minimum) });
      }
      return t("validation.invalid");
    },
  });
}
