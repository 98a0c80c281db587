// The notifications centre: a sheet at the end side of the screen listing
// the batch jobs (imports, exports) the polling provider reads, newest first,
// those not seen yet marked, and "Mark all seen". Loaded on first use.
import { Center, Dialog, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BatchJob } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { usePolling } from "@app/providers/polling/PollingProvider";
import { JobNotice } from "./JobNotice";
import { useJobStarters } from "./use-job-starters";

export interface NotificationsPanelProps {
  open: boolean;
  onClose: () => void;
  /** The listed jobs the user has not seen (seen-jobs.ts; the bell keeps that state). */
  unseen: readonly BatchJob[];
  onMarkAllSeen: () => void;
}

const newestFirst = (a: BatchJob, b: BatchJob) => Date.parse(b.created_at) - Date.parse(a.created_at);

export default function NotificationsPanel({ open, onClose, unseen, onMarkAllSeen }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const { batchJobs, hasPollingError, refetch } = usePolling();
  const jobs = useMemo(() => [...(batchJobs ?? [])].sort(newestFirst), [batchJobs]);
  const unseenIds = useMemo(() => new Set(unseen.map((job) => job.id)), [unseen]);
  const starterOf = useJobStarters(jobs);
  return (
    <ModalFrame open={open} onClose={onClose} size="small" placement="end">
      <Dialog.Header>
        <Dialog.Title>{t("shell.notifications.title")}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t("shell.notifications.intro")}
          </Text>
          {hasPollingError && (
            <Stack role="alert" gap="2" align="flex-start">
              <Text fontSize="sm" color="fg.error">
                {t("batchJobs.pollingError")}
              </Text>
              <Button size="small" variant="secondary" onClick={() => refetch()}>
                {t("common.retry")}
              </Button>
            </Stack>
          )}
          {!batchJobs ? (
            !hasPollingError && (
              <Center py="8">
                <Spinner color="fg.muted" aria-label={t("shell.notifications.loading")} />
              </Center>
            )
          ) : jobs.length === 0 ? (
            <Text py="8" textAlign="center" color="fg.muted">
              {t("shell.notifications.empty")}
            </Text>
          ) : (
            <Stack as="ul" gap="0" listStyleType="none" aria-label={t("shell.notifications.listLabel")}>
              {jobs.map((job) => (
                <JobNotice key={job.id} job={job} unseen={unseenIds.has(job.id)} starter={starterOf(job)} />
              ))}
            </Stack>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button size="small" variant="secondary" disabled={unseen.length === 0} onClick={onMarkAllSeen}>
          {t("shell.notifications.markAllSeen")}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}
