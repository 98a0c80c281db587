// Usage data for the signed-in shell: offers the preferences overlay to a
// user who has not answered, and, only where the user allows it (see
// shouldTrack), identifies them, counts page views and sends the store's facts.
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { getStoreOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { User } from "@generated/admin/types.gen";
import { useMedusa } from "../medusa";
import { type AnalyticsClient, createAnalyticsClient, shouldTrack } from "./analytics-client";
import { AnalyticsContext, type AnalyticsContextValue } from "./analytics-context";
import { AnalyticsPreferences } from "./AnalyticsPreferences";
import { useAnalyticsConfig } from "./use-analytics-config";
import { useStoreEvents } from "./use-store-events";

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
