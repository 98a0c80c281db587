// Announces each batch job that completed after the last check (the check
// starts at page load), and refreshes product lists after an import.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { BatchJob } from "@generated/admin/types.gen";
import { toaster } from "@app/components/toaster";
import { completedAfter, jobTypeName, latestCompletion, refreshProductListsAfterImport } from "./batch-job-notices";

export function useCompletionNotices(jobs: BatchJob[] | undefined, pageLoadedAt: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The last check is the latest completion already announced (server time),
  // not the browser's clock: a job finishing while a poll is in flight is
  // still newer than it on the next poll, and none is announced twice.
  const lastCheck = useRef(pageLoadedAt);
  useEffect(() => {
    if (!jobs) return;
    const finished = completedAfter(jobs, lastCheck.current);
    for (const job of finished) {
      toaster.create({ type: "success", title: t("toast.success"), description: t("batchJobs.completed", { type: jobTypeName(t, job.type) }) });
    }
    lastCheck.current = latestCompletion(finished, lastCheck.current);
    refreshProductListsAfterImport(queryClient, jobs);
  }, [jobs, t, queryClient]);
}
