import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetStoreMockHandler } from "@generated/mocks/admin/admin";
import { createQueryClient } from "@app/api/query-client";
import { FeatureFlagProvider, useFeatureFlag } from "./feature-flags";
import { useMedusa } from "./medusa";
import { storeAnswer } from "@tests/support/store";

describe("providers", () => {
  it("name their provider when used outside it", () => {
    expect(() => renderHook(() => useMedusa())).toThrow("useMedusa must be used within a MedusaProvider");
    expect(() => renderHook(() => useFeatureFlag())).toThrow("useFeatureFlag must be used within a FeatureFlagProvider");
  });

  it("turn on the store's enabled flags plus one flag per loaded module", async () => {
    server.use(
      getGetStoreMockHandler(() =>
        storeAnswer({
          id: "store_1",
          name: "Shop",
          feature_flags: [
            { key: "product_categories", value: true },
            { key: "analytics", value: false },
          ],
          modules: [{ module: "inventoryService", resolution: false }],
        }),
      ),
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <FeatureFlagProvider>{children}</FeatureFlagProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useFeatureFlag(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(["product_categories", "inventoryService", "analytics", "tax_inclusive_pricing"].map(result.current.isEnabled)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
