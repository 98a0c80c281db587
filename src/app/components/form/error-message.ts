// The text shown for a failed call: specific where the page knows better
// (wrong password, expired link), else the server's message, else generic.
import type { TFunction } from "i18next";
import { ApiError } from "@app/api/errors";

export function errorMessage(t: TFunction, error: unknown, byStatus: Partial<Record<number, string>> = {}) {
  if (!(error instanceof ApiError)) return t("errors.generic");
  if (error.kind === "network") return t("errors.network");
  if (error.kind === "timeout") return t("errors.timeout");
  if (error.status && byStatus[error.status]) return byStatus[error.status]!;
  return error.serverMessage ?? t("errors.generic");
}
