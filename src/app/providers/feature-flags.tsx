// Feature flags of the connected store: its `feature_flags` plus one always-on
// flag per loaded module (e.g. inventoryService).
import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { getStoreOptions } from "@generated/admin/@tanstack/react-query.gen";

export type FeatureFlag = "product_categories" | "inventoryService" | "analytics" | (string & {});

interface FeatureFlagState {
  isLoading: boolean;
  isEnabled: (flag: FeatureFlag) => boolean;
}

const FeatureFlagContext = createContext<FeatureFlagState | null>(null);

export function FeatureFlagProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useQuery(getStoreOptions());
  const value = useMemo<FeatureFlagState>(() => {
    const store = data?.store;
    const enabled = new Set<string>([
      ...(store?.feature_flags ?? []).filter((f) => f.value).map((f) => f.key),
      ...(store?.modules ?? []).map((m) => m.module),
    ]);
    return { isLoading, isEnabled: (flag) => enabled.has(flag) };
  }, [data, isLoading]);
  return <FeatureFlagContext.Provider value={value}>{children}</FeatureFlagContext.Provider>;
}

export function useFeatureFlag() {
  const ctx = useContext(FeatureFlagContext);
  if (!ctx) throw new Error("useFeatureFlag must be used within a FeatureFlagProvider");
  return ctx;
}
