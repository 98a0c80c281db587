// An export of a list: a batch job of the export type with the list's
// filters, its progress, and once the server wrote the file a link to
// download it. The search is not sent: Medusa 1.20 drops it before an export
// runs, so the dialog says so when a search is active.
import { Dialog, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { postBatchJobsMutation, postUploadsDownloadUrlMutation } from "@generated/admin/@tanstack/react-query.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls/Button";
import { present } from "@app/components/data-table/filter-values";
import { FormAlert } from "@app/components/form/FormAlert";
import { errorMessage } from "@app/components/form/error-message";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { webAddress } from "@app/lib/web-address";
import { usePolling } from "@app/providers/polling/PollingProvider";
import { BatchJobProgress } from "./BatchJobProgress";
import { jobErrors, useBatchJob } from "./use-batch-job";

export interface ExportModalProps {
  type: "product-export" | "order-export";
  /** The list's filters as the server reads them (no search, order or page). */
  filters: Record<string, unknown>;
  /** A search narrows the list on screen, which the export cannot follow. */
  searched: boolean;
  title: string;
  intro: string;
  onClose: () => void;
}

export function ExportModal({ type, filters, searched, title, intro, onClose }: ExportModalProps) {
  const { t } = useTranslation();
  const polling = usePolling();
  const create = useMutation(inlineErrors(postBatchJobsMutation()));
  const downloadUrl = useMutation(inlineErrors(postUploadsDownloadUrlMutation()));
  const [jobId, setJobId] = useState<string>();
  const job = useBatchJob(jobId).data;
  const fileKey = job?.status === "completed" ? job.result?.file_key : undefined;

  const { mutate: fetchUrl } = downloadUrl;
  useEffect(() => {
    if (fileKey) fetchUrl({ body: { file_key: fileKey } });
  }, [fileKey, fetchUrl]);

  const start = async () => {
    const { batch_job } = await create.mutateAsync({ body: { type, context: { filterable_fields: present(filters) }, dry_run: false } });
    polling.resetInterval();
    setJobId(batch_job.id);
  };

  const error = create.error ?? downloadUrl.error;
  const download = downloadUrl.data && webAddress(downloadUrl.data.download_url);
  return (
    <ModalFrame open onClose={onClose}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {error && <FormAlert>{errorMessage(t, error)}</FormAlert>}
          {!jobId ? (
            <>
              <Text>{intro}</Text>
              {searched && <FormAlert status="info">{t("export.searchIgnored")}</FormAlert>}
            </>
          ) : job?.status === "failed" ? (
            <FormAlert>{[t("export.failed"), ...jobErrors(job)].join(" ")}</FormAlert>
          ) : download ? (
            <Stack gap="2">
              <Text>{t("export.ready")}</Text>
              <Link href={download} target="_blank" rel="noopener noreferrer" download color="blue.fg" textDecoration="underline">
                {t("export.download")}
              </Link>
            </Stack>
          ) : downloadUrl.data ? (
            // not a file one can download: said, with the address as text
            <FormAlert>{[t("export.failed"), downloadUrl.data.download_url].join(" ")}</FormAlert>
          ) : (
            <BatchJobProgress job={job} label={t("export.running")} />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {!jobId ? (
          <>
            <Button variant="secondary" size="small" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button size="small" onClick={() => start().catch(() => undefined)}>
              {t("export.start")}
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="small" onClick={onClose}>
            {t("modals.close")}
          </Button>
        )}
      </Dialog.Footer>
    </ModalFrame>
  );
}
