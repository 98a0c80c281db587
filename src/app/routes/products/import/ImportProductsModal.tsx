// "Import products": choose a CSV (checked here first: unknown or missing
// columns, wrong values by row and column), upload it and let the server do
// a dry run; it tells how many products and variants would be created and
// updated, and nothing is imported until the user confirms. Then the import
// runs with its progress shown; the dashboard's polling announces the end
// and refreshes the lists. Closing before the confirmation cancels the job.
import { Dialog, Field, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BatchJob } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { FormAlert } from "@app/components/form/FormAlert";
import { errorMessage } from "@app/components/form/error-message";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { BatchJobProgress } from "@app/components/batch-job/BatchJobProgress";
import { jobErrors, useBatchJob } from "@app/components/batch-job/use-batch-job";
import { CsvIssueList } from "./CsvIssueList";
import { parseCsv, readText } from "./parse-csv";
import { type CsvIssue, productCsvTemplate, validateProductCsv } from "./product-csv";
import { useProductImport } from "./use-product-import";

const TEMPLATE_NAME = "product-import-template.csv";

function downloadTemplate() {
  const url = URL.createObjectURL(productCsvTemplate());
  const link = Object.assign(document.createElement("a"), { href: url, download: TEMPLATE_NAME });
  link.click();
  URL.revokeObjectURL(url);
}

export function ImportProductsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { isEnabled } = useFeatureFlag();
  const importer = useProductImport();
  const [chosen, setChosen] = useState<{ file: File; issues: CsvIssue[] } | null>(null);
  const [jobId, setJobId] = useState<string>();
  const job = useBatchJob(jobId).data;
  const awaitingConfirmation = job?.status === "pre_processed";

  const choose = async (file: File | undefined) => {
    importer.reset();
    if (!file) return setChosen(null);
    const issues = validateProductCsv(parseCsv(await readText(file)), { salesChannels: isEnabled("sales_channels"), categories: isEnabled("product_categories") });
    setChosen({ file, issues });
  };
  const startOver = () => {
    setJobId(undefined);
    setChosen(null);
    importer.reset();
  };
  const close = () => {
    // A dry run left waiting would hold its upload forever: cancelling it is what closing means.
    if (jobId && awaitingConfirmation) void importer.cancelJob(jobId);
    onClose();
  };
  const cancel = async () => {
    if (await importer.cancelJob(jobId!)) onClose();
  };

  return (
    <ModalFrame open onClose={close} size="large">
      <Dialog.Header>
        <Dialog.Title>{t("products.import.title")}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {importer.error !== null && <FormAlert>{errorMessage(t, importer.error)}</FormAlert>}
          {!jobId ? (
            <>
              <Text>{t("products.import.intro")}</Text>
              <Field.Root>
                <Field.Label>{t("products.import.file")}</Field.Label>
                <Input type="file" accept=".csv,text/csv" p="1" onChange={(e) => void choose(e.currentTarget.files?.[0])} />
              </Field.Root>
              <Button variant="ghost" size="small" alignSelf="start" onClick={downloadTemplate}>
                {t("products.import.template")}
              </Button>
              {chosen && chosen.issues.length > 0 && <CsvIssueList issues={chosen.issues} />}
            </>
          ) : (
            <JobState job={job} />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {!jobId && (
          <Button
            size="small"
            disabled={!chosen || chosen.issues.length > 0}
            onClick={async () => setJobId(await importer.start(chosen!.file))}
          >
            {t("products.import.check")}
          </Button>
        )}
        {awaitingConfirmation && (
          <>
            <Button variant="secondary" size="small" onClick={cancel}>
              {t("products.import.cancel")}
            </Button>
            <Button size="small" onClick={() => importer.confirmJob(jobId!)}>
              {t("products.import.confirm")}
            </Button>
          </>
        )}
        {job?.status === "failed" && (
          <Button variant="secondary" size="small" onClick={startOver}>
            {t("products.import.chooseAnother")}
          </Button>
        )}
        {job && ["confirmed", "processing", "completed", "canceled"].includes(job.status) && (
          <Button variant="secondary" size="small" onClick={onClose}>
            {t("modals.close")}
          </Button>
        )}
      </Dialog.Footer>
    </ModalFrame>
  );
}

/** What the job is at: checking the file, its dry-run summary, importing, done or failed. */
function JobState({ job }: { job: BatchJob | undefined }) {
  const { t } = useTranslation();
  if (!job || job.status === "created") return <BatchJobProgress job={undefined} label={t("products.import.checking")} />;
  if (job.status === "failed") {
    return <FormAlert>{[t("products.import.failed"), ...jobErrors(job)].join(" ")}</FormAlert>;
  }
  if (job.status === "completed") return <FormAlert status="success">{t("products.import.completed")}</FormAlert>;
  if (job.status === "canceled") return <FormAlert status="info">{t("products.import.canceled")}</FormAlert>;
  if (job.status === "pre_processed") {
    const ops = job.result?.operations ?? {};
    return (
      <Stack gap="2">
        <Text fontWeight="medium">{t("products.import.summaryTitle")}</Text>
        <Text>{t("products.import.summaryProducts", { create: ops.PRODUCT_CREATE ?? 0, update: ops.PRODUCT_UPDATE ?? 0 })}</Text>
        <Text>{t("products.import.summaryVariants", { create: ops.VARIANT_CREATE ?? 0, update: ops.VARIANT_UPDATE ?? 0 })}</Text>
      </Stack>
    );
  }
  return <BatchJobProgress job={job} label={t("products.import.importing")} />;
}
