// Polls the signed-in user's batch jobs (exports, imports) for the whole
// dashboard, announces those that complete, and lets pages speed polling up.
//
// Schedule: after each settled poll the wait steps through 2, 5, 10, 15, 30
// and 60 s, then stays at 60 s; `resetInterval()` starts it again at 2 s and
// polls at once (e.g. right after a page starts a job).
//
// Registration: polling runs only once the clock has reached the last
// registered moment. It starts at page load; `registerPolling(at)` moves it
// (no argument: now), and `resetInterval()` sets it to now. A future moment
// pauses the timed polls until then; focus refetches and `refetch()` still run.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { BatchJob } from "@generated/admin/types.gen";
import { batchJobsOptions, monthBeforeMidnight } from "./batch-jobs-query";
import { pollInterval } from "./poll-schedule";
import { useCompletionNotices } from "./use-completion-notices";
import { useMomentReached } from "./use-moment-reached";

export interface PollingContextValue {
  batchJobs: BatchJob[] | undefined;
  /** The last poll failed (after its retry). */
  hasPollingError: boolean;
  refetch: () => Promise<unknown>;
  /** Back to a 2 s interval, polling from now, and a poll at once. */
  resetInterval: () => void;
  /** Polling runs from `at` (ms since the epoch; default now). */
  registerPolling: (at?: number) => void;
}

const PollingContext = createContext<PollingContextValue | null>(null);

const settledFetches = (query: { state: { dataUpdateCount: number; errorUpdateCount: number } } | undefined) =>
  query ? query.state.dataUpdateCount + query.state.errorUpdateCount : 0;

export function PollingProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [pageLoadedAt] = useState(() => Date.now());
  const [options] = useState(() => batchJobsOptions(monthBeforeMidnight(pageLoadedAt)));
  const findQuery = useCallback(() => queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true }), [queryClient, options]);
  // Fetches settled before the schedule (re)started do not count towards it.
  const [settledAtMount] = useState(() => settledFetches(findQuery()));
  const scheduleStart = useRef(settledAtMount);
  const [pollFrom, setPollFrom] = useState(pageLoadedAt);
  const pollingReached = useMomentReached(pollFrom);

  const query = useQuery({
    ...options,
    // Job states change on the server at any time: never serve them as fresh.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // Evaluated after every change of the query, so each settled poll moves the schedule on.
    refetchInterval: (q) => (pollingReached ? pollInterval(settledFetches(q) - scheduleStart.current) : false),
  });
  useCompletionNotices(query.data?.batch_jobs, pageLoadedAt);

  const { refetch } = query;
  const resetInterval = useCallback(() => {
    scheduleStart.current = settledFetches(findQuery());
    setPollFrom(Date.now());
    void refetch();
  }, [findQuery, refetch]);
  const registerPolling = useCallback((at: number = Date.now()) => setPollFrom(at), []);

  const value = useMemo<PollingContextValue>(
    () => ({ batchJobs: query.data?.batch_jobs, hasPollingError: query.isError, refetch, resetInterval, registerPolling }),
    [query.data, query.isError, refetch, resetInterval, registerPolling],
  );
  return <PollingContext.Provider value={value}>{children}</PollingContext.Provider>;
}

export function usePolling() {
  const ctx = useContext(PollingContext);
  if (!ctx) throw new Error("usePolling must be used within a PollingProvider");
  return ctx;
}
