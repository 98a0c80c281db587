// A discount's status as the list and the page show it. Medusa stores no
// status: it is read from is_disabled and the validity window (starts_at,
// ends_at) against the current time.
import type { Discount } from "@generated/admin/types.gen";

export const DISCOUNT_STATUSES = ["active", "scheduled", "expired", "disabled"] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

type Dates = Pick<Discount, "is_disabled" | "starts_at" | "ends_at">;

/** Disabled wins over the dates; then not started yet, ended, or running. */
export function discountStatus(discount: Dates, now: Date = new Date()): DiscountStatus {
  if (discount.is_disabled) return "disabled";
  if (discount.starts_at && new Date(discount.starts_at) > now) return "scheduled";
  if (discount.ends_at && new Date(discount.ends_at) <= now) return "expired";
  return "active";
}
