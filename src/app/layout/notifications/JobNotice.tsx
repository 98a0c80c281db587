// One batch job in the notifications centre: its type and state, when and by
// whom it was started, how far it is while it runs (with a way to cancel
// it), why it failed, and a finished export's file to download again.
import { Badge, Flex, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { postBatchJobsBatchJobCancelMutation, postUploadsDownloadUrlMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { BatchJob } from "@generated/admin/types.gen";
import { BatchJobProgress } from "@app/components/batch-job/BatchJobProgress";
import { isResting, jobErrors } from "@app/components/batch-job/use-batch-job";
import { Button } from "@app/components/controls/Button";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { jobTypeName } from "@app/providers/polling/batch-job-notices";
import { downloadFile } from "./download-file";
import type { JobStarter } from "./use-job-starters";

// The server cancels any job that has not settled (Medusa refuses only completed ones; failed and canceled are over).
const CANCELLABLE: readonly BatchJob["status"][] = ["created", "pre_processed", "confirmed", "processing"];

const STATUS_PALETTE: Record<BatchJob["status"], string> = {
  created: "blue",
  pre_processed: "orange",
  confirmed: "blue",
  processing: "blue",
  completed: "green",
  canceled: "gray",
  failed: "red",
};

export interface JobNoticeProps {
  job: BatchJob;
  unseen: boolean;
  starter: JobStarter;
}

export function JobNotice({ job, unseen, starter }: JobNoticeProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const type = jobTypeName(t, job.type);
  const time = format.dateTime(job.created_at);
  const fileKey = job.status === "completed" ? job.result?.file_key : undefined;
  const reasons = job.status === "failed" ? jobErrors(job) : [];
  return (
    <Stack as="li" gap="2" py="3" borderBottomWidth="1px" data-job-id={job.id}>
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontWeight="medium">{type}</Text>
        <Badge colorPalette={STATUS_PALETTE[job.status]}>{t(`shell.notifications.status.${job.status}`)}</Badge>
        {unseen && (
          <Badge colorPalette="red" variant="solid" size="sm">
            {t("shell.notifications.new")}
          </Badge>
        )}
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {starter.me
          ? t("shell.notifications.startedByYou", { time })
          : starter.name
            ? t("shell.notifications.startedBy", { time, name: starter.name })
            : t("shell.notifications.startedByUnknown", { time })}
      </Text>
      {!isResting(job) && <BatchJobProgress job={job} label={t("shell.notifications.running")} />}
      {job.status === "failed" && (
        <Text fontSize="sm" color="fg.error" data-testid="job-failure">
          {reasons.length > 0 ? t("shell.notifications.failedBecause", { reason: reasons.join(" ") }) : t("shell.notifications.failedNoReason")}
        </Text>
      )}
      {(fileKey || CANCELLABLE.includes(job.status)) && (
        <Flex gap="2" wrap="wrap">
          {fileKey && <DownloadButton fileKey={fileKey} name={t("shell.notifications.downloadOf", { type, time })} />}
          {CANCELLABLE.includes(job.status) && <CancelButton job={job} type={type} time={time} />}
        </Flex>
      )}
    </Stack>
  );
}

function DownloadButton({ fileKey, name }: { fileKey: string; name: string }) {
  const { t } = useTranslation();
  // A refusal is toasted by the query client.
  const downloadUrl = useMutation(postUploadsDownloadUrlMutation());
  const download = async () => {
    const { download_url } = await downloadUrl.mutateAsync({ body: { file_key: fileKey } });
    if (!downloadFile(download_url)) {
      toaster.create({ type: "error", title: t("toast.error"), description: t("shell.notifications.notAFile", { address: download_url }) });
    }
  };
  return (
    <Button size="small" variant="secondary" aria-label={name} onClick={() => download().catch(() => undefined)}>
      {t("shell.notifications.download")}
    </Button>
  );
}

function CancelButton({ job, type, time }: { job: BatchJob; type: string; time: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="small" variant="danger" aria-label={t("shell.notifications.cancelOf", { type, time })} onClick={() => setAsking(true)}>
        {t("shell.notifications.cancel")}
      </Button>
      <ConfirmMutationDialog
        open={asking}
        onCancel={() => setAsking(false)}
        mutation={postBatchJobsBatchJobCancelMutation()}
        variables={{ path: { id: job.id } }}
        title={t("shell.notifications.cancelTitle")}
        description={t("shell.notifications.cancelDescription", { type, time })}
        confirmLabel={t("shell.notifications.cancelConfirm")}
        danger
        done={t("shell.notifications.canceled", { type })}
        onDone={() => setAsking(false)}
      />
    </>
  );
}
