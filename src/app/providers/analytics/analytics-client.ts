// The usage-data client: identify, page view and track events, each sent as
// one JSON beacon to the configured endpoint (`analyticsEndpoint` in the
// run-time config). A beacon survives page unloads and never delays the UI.
import type { AnalyticsConfig } from "@generated/admin/types.gen";

export type AnalyticsEvent =
  | { type: "identify"; traits: Record<string, unknown> }
  | { type: "page"; path: string }
  | { type: "track"; event: string; properties: Record<string, unknown> };

export type SentEvent = AnalyticsEvent & { userId: string; timestamp: string };

export interface AnalyticsClient {
  identify: (traits: Record<string, unknown>) => void;
  page: (path: string) => void;
  track: (event: string, properties: Record<string, unknown>) => void;
}

export type Send = (endpoint: string, body: string) => void;

/** navigator.sendBeacon; where a browser has none, nothing is sent. */
export const sendBeacon: Send = (endpoint, body) => {
  if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") navigator.sendBeacon(endpoint, body);
};

/**
 * Tracking happens only with an endpoint configured (else nothing leaves the
 * browser), the store's analytics flag on, and a config saved by the user
 * that does not opt out.
 */
export const shouldTrack = (state: { endpoint?: string; flagOn: boolean; config?: Pick<AnalyticsConfig, "opt_out"> }) =>
  Boolean(state.endpoint) && state.flagOn && state.config !== undefined && !state.config.opt_out;

export function createAnalyticsClient({ endpoint, userId, send = sendBeacon }: { endpoint: string; userId: string; send?: Send }): AnalyticsClient {
  const emit = (event: AnalyticsEvent) => {
    const sent: SentEvent = { ...event, userId, timestamp: new Date().toISOString() };
    send(endpoint, JSON.stringify(sent));
  };
  return {
    identify: (traits) => emit({ type: "identify", traits }),
    page: (path) => emit({ type: "page", path }),
    track: (event, properties) => emit({ type: "track", event, properties }),
  };
}
