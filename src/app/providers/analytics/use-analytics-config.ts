// The analytics feature flag together with the user's config: fetched only
// when the store has the `analytics` flag on.
import { useQuery } from "@tanstack/react-query";
import { useFeatureFlag } from "../feature-flags";
import { analyticsConfigOptions, isMissingConfig } from "./analytics-config-query";

export function useAnalyticsConfig() {
  const flags = useFeatureFlag();
  const flagOn = !flags.isLoading && flags.isEnabled("analytics");
  const query = useQuery(analyticsConfigOptions(flagOn));
  return {
    flagOn,
    config: query.data?.analytics_config,
    /** The user has no config yet (the server answered 404). */
    isMissing: isMissingConfig(query.error),
    isLoading: flags.isLoading || (flagOn && query.isPending),
    error: query.error,
    refetch: query.refetch,
  };
}
