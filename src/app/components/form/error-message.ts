// The text shown for a failed call: specific where the page knows better
// (wrong password, expired link), else the server's reason for a refusal,
// else what happened, in the user's language.
import type { TFunction } from "i18next";
import { ApiError } from "@app/api/errors";

export function errorMessage(t: TFunction, error: unknown, byStatus: Partial<Record<number, string>> = {}) {
  // The generated client parses a body outside the interceptors: an unreadable one arrives as a bare SyntaxError.
  if (error instanceof SyntaxError) return t("errors.parse");
  if (!(error instanceof ApiError)) return t("errors.generic");
  if (error.kind === "network") return t("errors.network");
  if (error.kind === "timeout") return t("errors.timeout");
  if (error.kind === "parse") return t("errors.parse");
  if (error.status && byStatus[error.status]) return byStatus[error.status]!;
  // A server failure's own text is for its logs (English, internal), not for the user.
  if (error.status && error.status >= 500) return t("errors.server");
  return error.serverMessage ?? t("errors.generic");
}
