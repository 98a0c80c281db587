// The import's requests: upload the CSV (protected upload: the import reads
// the file by its key, it need not be public), start a dry run of the
// product-import batch job with it, and confirm or cancel that job.
// Each start tells the dashboard's polling, which announces the completion
// and refreshes the product lists.
import { useMutation } from "@tanstack/react-query";
import {
  postBatchJobsBatchJobCancelMutation,
  postBatchJobsBatchJobConfirmProcessingMutation,
  postBatchJobsMutation,
  postUploadsProtectedMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import { inlineErrors } from "@app/api/query-client";
import { usePolling } from "@app/providers/polling/PollingProvider";

export function useProductImport() {
  const polling = usePolling();
  // Failures are shown in the dialog, beside what caused them.
  const upload = useMutation(inlineErrors(postUploadsProtectedMutation()));
  const create = useMutation(inlineErrors(postBatchJobsMutation()));
  const confirm = useMutation(inlineErrors(postBatchJobsBatchJobConfirmProcessingMutation()));
  const cancel = useMutation(inlineErrors(postBatchJobsBatchJobCancelMutation()));

  // Each step answers whether it succeeded (or the job's id); its failure is in `error`.
  /** Uploads the file and starts the dry run; answers the job's id. */
  const start = async (file: File) => {
    try {
      const { uploads } = await upload.mutateAsync({ body: { files: file } });
      const { batch_job } = await create.mutateAsync({ body: { type: "product-import", context: { fileKey: uploads[0]!.key }, dry_run: true } });
      polling.resetInterval();
      return batch_job.id;
    } catch {
      return undefined;
    }
  };
  const confirmJob = (id: string) =>
    confirm.mutateAsync({ path: { id } }).then(
      () => polling.resetInterval(),
      () => undefined,
    );
  const cancelJob = (id: string) =>
    cancel.mutateAsync({ path: { id } }).then(
      () => true,
      () => false,
    );

  const error = upload.error ?? create.error ?? confirm.error ?? cancel.error;
  const reset = () => [upload, create, confirm, cancel].forEach((m) => m.reset());
  return { start, confirmJob, cancelJob, error, reset };
}
