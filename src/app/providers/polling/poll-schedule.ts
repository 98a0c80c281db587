// How long the batch-job list waits between polls: quickly while a job just
// started is likely to finish, then ever more slowly, to once a minute.
export const POLL_INTERVALS_MS = [2_000, 5_000, 10_000, 15_000, 30_000, 60_000] as const;

/**
 * The wait before the next poll, once `settled` fetches (successful or not)
 * have settled since the schedule (re)started: 2 s after the first, then 5,
 * 10, 15, 30 and 60 s, and 60 s from then on.
 */
export function pollInterval(settled: number): number {
  const step = Math.min(Math.max(settled - 1, 0), POLL_INTERVALS_MS.length - 1);
  return POLL_INTERVALS_MS[step]!;
}
