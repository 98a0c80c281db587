// How far a running batch job is: a bar and "N of M" once the server counted
// what there is to do, else a bar without an end.
import { Progress, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { BatchJob } from "@generated/admin/types.gen";

export function BatchJobProgress({ job, label }: { job: BatchJob | undefined; label: string }) {
  const { t } = useTranslation();
  const count = job?.result?.count;
  const done = job?.result?.advancement_count ?? 0;
  const known = count !== undefined && count > 0;
  return (
    <Stack gap="2">
      <Progress.Root value={known ? Math.min(100, (done / count) * 100) : null} size="sm" aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" aria-live="polite">
        {known ? t("products.import.progress", { done, total: count }) : label}
      </Text>
    </Stack>
  );
}
