// The signed-in user's analytics config (usage-data preferences).
//
// A deliberate exception to the generated query keys: this query is cached
// under the plain key ["analytics-config"], the key the product specifies for
// refreshing it after a save. The generated key's tags are therefore absent,
// so the cache rule (mutation tags refetch tagged queries) does not reach it:
// whoever creates or updates the config invalidates ANALYTICS_CONFIG_KEY itself.
import { queryOptions } from "@tanstack/react-query";
import { getAnalyticsConfig } from "@generated/admin/sdk.gen";
import { ApiError } from "@app/api/errors";

export const ANALYTICS_CONFIG_KEY = ["analytics-config"] as const;

export const analyticsConfigOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ANALYTICS_CONFIG_KEY,
    queryFn: async ({ signal }) => (await getAnalyticsConfig({ signal, throwOnError: true })).data,
    enabled,
    // A missing config is an answer (404: the user has not chosen yet), not a failure to retry.
    retry: false,
  });

/** The server has no config for this user: they have not answered yet. */
export const isMissingConfig = (error: unknown) => error instanceof ApiError && error.status === 404;
