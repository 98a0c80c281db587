// The messages of one react-hook-form field error. With `criteriaMode: "all"`
// a field can fail several rules at once (error.types); otherwise it has one.
import type { FieldError } from "react-hook-form";

export function fieldErrorMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {})
    .flat()
    .filter((m): m is string => typeof m === "string" && m !== "");
  // error.message is the one RHF chose to show first; keep it first and unique.
  const first = error.message ? [error.message] : [];
  return [...new Set([...first, ...all])];
}
