// One batch job (import or export) followed by id: polled until it rests,
// i.e. until it settled (completed, canceled, failed) or, as a dry run,
// waits for the user's confirmation (pre_processed). The dashboard-wide
// polling (providers/polling) announces completions; this follows one job
// on screen, so it is told when a job starts to look at it soon.
import { useQuery } from "@tanstack/react-query";
import { getBatchJobsBatchJobOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { BatchJob } from "@generated/admin/types.gen";

export const BATCH_JOB_POLL_MS = 1000;

const SETTLED: readonly BatchJob["status"][] = ["completed", "canceled", "failed"];

export const isResting = (job: Pick<BatchJob, "status" | "dry_run">) => SETTLED.includes(job.status) || (job.dry_run && job.status === "pre_processed");

export function useBatchJob(id: string | undefined) {
  return useQuery({
    ...getBatchJobsBatchJobOptions({ path: { id: id ?? "" } }),
    enabled: Boolean(id),
    select: (d) => d.batch_job,
    refetchInterval: (q) => (q.state.data && isResting(q.state.data.batch_job) ? false : BATCH_JOB_POLL_MS),
  });
}

/** The server's reasons for a failed job: messages, or objects with one. */
export const jobErrors = (job: BatchJob): string[] =>
  (job.result?.errors ?? []).flatMap((e) => (typeof e === "string" ? [e] : e.message ? [e.message] : []));
