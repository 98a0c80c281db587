// The batch-job list the dashboard polls: up to 100 jobs created since
// midnight one month before the page was loaded.
import { getBatchJobsOptions } from "@generated/admin/@tanstack/react-query.gen";

export const BATCH_JOBS_LIMIT = 100;

/** Local midnight, one calendar month before `from`, as an ISO timestamp. */
export function monthBeforeMidnight(from: number): string {
  const date = new Date(from);
  date.setMonth(date.getMonth() - 1);
  date.setHours(0, 0, 0, 0);
  return date.toISOString();
}

export const batchJobsOptions = (createdSince: string) =>
  getBatchJobsOptions({ query: { limit: BATCH_JOBS_LIMIT, created_at: { gte: createdSince } } });
