// The signed-in shell's usage-data context, apart from its provider, so that
// code outside the shell's chunk (the route error boundaries) can read it.
import { createContext, useContext } from "react";
import type { AnalyticsConfig } from "@generated/admin/types.gen";

export interface AnalyticsContextValue {
  config: AnalyticsConfig | undefined;
  /** Events are being sent. */
  isTracking: boolean;
  /** Sends an event when tracking; does nothing otherwise. */
  track: (event: string, properties?: Record<string, unknown>) => void;
}

export const AnalyticsContext = createContext<AnalyticsContextValue | null>(null);

export function useAnalytics() {
  const ctx = useContext(AnalyticsContext);
  if (!ctx) throw new Error("useAnalytics must be used within an AnalyticsProvider");
  return ctx;
}

/** The context, or null outside the signed-in shell. */
export const useOptionalAnalytics = () => useContext(AnalyticsContext);
