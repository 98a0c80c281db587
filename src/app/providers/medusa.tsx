// The connection to the Medusa server: the configured admin client, the
// run-time configuration and the query cache, for any component (and plugin)
// that needs them. (The store client is ../api/store-client.ts.)
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { adminClient } from "@app/api/clients";
import type { RuntimeConfig } from "@app/api/runtime-config";

interface MedusaContextValue {
  clients: { admin: typeof adminClient };
  config: RuntimeConfig;
  queryClient: QueryClient;
}

const MedusaContext = createContext<MedusaContextValue | null>(null);

export function MedusaProvider({ config, queryClient, children }: Omit<MedusaContextValue, "clients"> & { children: ReactNode }) {
  const value = useMemo(() => ({ clients: { admin: adminClient }, config, queryClient }), [config, queryClient]);
  return (
    <MedusaContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MedusaContext.Provider>
  );
}

export function useMedusa() {
  const ctx = useContext(MedusaContext);
  if (!ctx) throw new Error("useMedusa must be used within a MedusaProvider");
  return ctx;
}
