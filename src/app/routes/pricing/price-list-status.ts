// A price list's status as staff read it. The server keeps only draft or
// active; an active list is scheduled before its start and expired after its end.
import type { PriceList } from "@generated/admin/types.gen";

export const PRICE_LIST_STATUSES = ["active", "draft", "scheduled", "expired"] as const;
export type PriceListStatus = (typeof PRICE_LIST_STATUSES)[number];

export const STATUS_COLORS: Record<PriceListStatus, string> = { active: "green", draft: "gray", scheduled: "blue", expired: "red" };

export function priceListStatus(list: Pick<PriceList, "status" | "starts_at" | "ends_at">, now: Date = new Date()): PriceListStatus {
  if (list.status === "draft") return "draft";
  if (list.ends_at && new Date(list.ends_at) < now) return "expired";
  if (list.starts_at && new Date(list.starts_at) > now) return "scheduled";
  return "active";
}

/** The server's status filter for the statuses chosen: scheduled and expired lists are active ones. */
export const serverStatuses = (chosen: readonly PriceListStatus[]): ("active" | "draft")[] | undefined =>
  chosen.length === 0 ? undefined : [...new Set(chosen.map((s) => (s === "draft" ? ("draft" as const) : ("active" as const))))];
