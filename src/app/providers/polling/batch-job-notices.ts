// What the polled batch jobs mean for the user: which ones finished since the
// last check (each announced once), and whether a finished product import is
// newer than the product lists on screen.
import type { QueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { getProductsQueryKey } from "@generated/admin/@tanstack/react-query.gen";
import type { BatchJob } from "@generated/admin/types.gen";

type Finished = Pick<BatchJob, "type" | "status" | "completed_at">;

const completedAt = (job: Finished) => (job.status === "completed" && job.completed_at ? Date.parse(job.completed_at) : Number.NaN);

/** `product-export` -> `Product export`: dashes become spaces, the first letter a capital. */
export function humanizeJobType(type: string) {
  const words = type.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A job type's name for the user: known types are translated; any other reads as itself. */
export const jobTypeName = (t: TFunction, type: BatchJob["type"]) => t(`batchJobs.types.${type}`, { defaultValue: humanizeJobType(type) });

/** Jobs completed strictly after `since` (ms), oldest first. */
export function completedAfter<T extends Finished>(jobs: readonly T[], since: number): T[] {
  return jobs.filter((job) => completedAt(job) > since).sort((a, b) => completedAt(a) - completedAt(b));
}

/** The latest completion time among the jobs, or `fallback` when none completed. */
export function latestCompletion(jobs: readonly Finished[], fallback = 0) {
  return jobs.reduce((latest, job) => Math.max(latest, completedAt(job) || 0), fallback);
}

// The generated list key's id: every products list, whatever its filters and page.
const PRODUCT_LISTS = { queryKey: [{ _id: getProductsQueryKey()[0]._id }] };

/**
 * Refetches the product lists when a product import completed after they
 * were last loaded (an import creates and changes products behind their back).
 * Idempotent: once refetched, the lists are newer than the import.
 */
export function refreshProductListsAfterImport(client: QueryClient, jobs: readonly Finished[]) {
  const imported = latestCompletion(jobs.filter((job) => job.type === "product-import"));
  if (!imported) return;
  const lists = client.getQueryCache().findAll(PRODUCT_LISTS);
  const loadedAt = Math.max(0, ...lists.map((query) => query.state.dataUpdatedAt));
  if (lists.length > 0 && imported > loadedAt) void client.invalidateQueries(PRODUCT_LISTS);
}
