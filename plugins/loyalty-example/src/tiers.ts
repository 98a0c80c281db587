// Loyalty tiers by number of orders. The thresholds are set on the plugin's
// settings page and kept in this browser (localStorage): the example needs no
// server endpoint of its own, so it works on the mock server as on a real one.
import { useSyncExternalStore } from "react";

export type Tier = "gold" | "silver" | "bronze" | "none";
export interface Thresholds {
  silver: number;
  gold: number;
}

const KEY = "loyalty-example:thresholds";
export const DEFAULT_THRESHOLDS: Thresholds = { silver: 2, gold: 5 };

function read(): Thresholds {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "null") as Partial<Thresholds> | null;
    return { ...DEFAULT_THRESHOLDS, ...saved };
  } catch {
    return DEFAULT_THRESHOLDS;
  }
}

let current = read();
const listeners = new Set<() => void>();

export function saveThresholds(next: Thresholds) {
  localStorage.setItem(KEY, JSON.stringify(next));
  current = next;
  listeners.forEach((l) => l());
}

export const useThresholds = () =>
  useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => current,
  );

/** Each tier's badge colour. */
export const TIER_COLOR: Record<Tier, string> = { gold: "yellow", silver: "gray", bronze: "orange", none: "gray" };

export function tierOf(orders: number, { silver, gold }: Thresholds): Tier {
  if (orders >= gold) return "gold";
  if (orders >= silver) return "silver";
  return orders > 0 ? "bronze" : "none";
}
