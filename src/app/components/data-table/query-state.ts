// A DataTable's loading, stale, error and retry props, read from the query
// that answers its rows (kept with keepPreviousData while a new page loads).
import type { UseQueryResult } from "@tanstack/react-query";

export const queryState = (query: UseQueryResult<unknown, unknown>) => ({
  isLoading: query.isPending,
  isStale: query.isPlaceholderData,
  error: query.error,
  onRetry: () => void query.refetch(),
});
