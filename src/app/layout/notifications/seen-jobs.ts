// Which batch jobs the user has seen in the notifications centre. "Mark all
// seen" keeps one marker per listed job: its id and phase. A job seen while
// it ran is news again once it rests (completed, failed, canceled, or a dry
// run waiting for confirmation), as the phase in its marker changed. Markers
// carry no clock: the browser's and the server's need not agree.
import { useCallback, useMemo } from "react";
import type { BatchJob } from "@generated/admin/types.gen";
import { isResting } from "@app/components/batch-job/use-batch-job";
import { useUserPreference } from "@app/components/data-table/use-user-preference";

type Phased = Pick<BatchJob, "id" | "status" | "dry_run">;

export const seenMarker = (job: Phased) => `${job.id}:${isResting(job) ? job.status : "running"}`;

/** The jobs whose current phase is not among the seen markers. */
export function unseenJobs<T extends Phased>(jobs: readonly T[], seen: readonly string[]): T[] {
  const markers = new Set(seen);
  return jobs.filter((job) => !markers.has(seenMarker(job)));
}

const isMarker = (v: unknown): v is string => typeof v === "string";

/**
 * The signed-in user's unseen jobs among `jobs`, and `markAllSeen`, kept in
 * this browser under the user's id. One owner per screen (the bell): the
 * state lives in the hook that reads it.
 */
export function useSeenJobs(jobs: readonly BatchJob[] | undefined) {
  const { items, change, available } = useUserPreference("seen-batch-jobs", "notifications", isMarker);
  // Nothing counts as unseen before the user (and so what they saw) is known.
  const unseen = useMemo(() => (available ? unseenJobs(jobs ?? [], items) : []), [available, jobs, items]);
  // Only what is listed is kept: jobs older than the month polled drop out.
  const markAllSeen = useCallback(() => change(() => (jobs ?? []).map(seenMarker)), [change, jobs]);
  return { unseen, markAllSeen };
}
