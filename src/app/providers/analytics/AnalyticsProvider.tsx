// Usage data for the signed-in shell: offers the preferences overlay to a
// user who has not answered, and, only where the user allows it (see
// shouldTrack), identifies them, counts page views and sends the store's facts.
import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { getStoreOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { AnalyticsConfig, User } from "@generated/admin/types.gen";
import { useMedusa } from "../medusa";
import { type AnalyticsClient, createAnalyticsClient, shouldTrack } from "./analytics-client";
import { AnalyticsPreferences } from "./AnalyticsPreferences";
import { useAnalyticsConfig } from "./use-analytics-config";
import { useStoreEvents } from "./use-store-events";

export interface AnalyticsContextValue {
  config: AnalyticsConfig | undefined;
  /** Events are being sent. */
  isTracking: boolean;
  /** Sends an event when tracking; does nothing otherwise. */
  track: (event: string, properties?: Record<string, unknown>) => void;
}

const AnalyticsContext = createContext<AnalyticsContextValue | null>(null);

export function AnalyticsProvider({ user, children }: { user: User; children: ReactNode }) {
  const endpoint = useMedusa().config.analyticsEndpoint;
  const { flagOn, config } = useAnalyticsConfig();
  const track = shouldTrack({ endpoint, flagOn, config });
  const client = useMemo<AnalyticsClient | null>(
    () => (track && endpoint ? createAnalyticsClient({ endpoint, userId: user.id }) : null),
    [track, endpoint, user.id],
  );
  // The address typed in the overlay, else the account's; sent only when neither anonymized nor opted out.
  const [typedEmail, setTypedEmail] = useState<string>();
  const sharesEmail = config !== undefined && !config.anonymize && !config.opt_out;
  useStoreEvents(client, sharesEmail ? typedEmail || user.email : undefined);

  const storeName = useQuery({ ...getStoreOptions(), enabled: client !== null }).data?.store.name;
  useEffect(() => {
    if (client && storeName !== undefined) client.identify({ store: storeName });
  }, [client, storeName]);

  // Paths only: query strings can carry tokens and search terms.
  const { pathname } = useLocation();
  useEffect(() => {
    client?.page(pathname);
  }, [client, pathname]);

  const value = useMemo<AnalyticsContextValue>(
    () => ({ config, isTracking: client !== null, track: (event, properties = {}) => client?.track(event, properties) }),
    [config, client],
  );
  return (
    <AnalyticsContext.Provider value={value}>
      {children}
      <AnalyticsPreferences user={user} onSaved={(values) => setTypedEmail(values.email.trim() || undefined)} />
    </AnalyticsContext.Provider>
  );
}

export function useAnalytics() {
  const ctx = useContext(AnalyticsContext);
  if (!ctx) throw new Error("useAnalytics must be used within an AnalyticsProvider");
  return ctx;
}
