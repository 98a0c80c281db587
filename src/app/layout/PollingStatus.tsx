// A quiet sign in the top bar while batch-job polling fails: a small dot with
// its explanation as tooltip and accessible name (no toast per failed poll;
// polling goes on and the dot disappears with the next successful one).
import { Box } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { usePolling } from "@app/providers/polling/PollingProvider";

export function PollingStatus() {
  const { t } = useTranslation();
  const { hasPollingError } = usePolling();
  if (!hasPollingError) return null;
  const label = t("batchJobs.pollingError");
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      title={label}
      data-testid="polling-error"
      display="inline-block"
      boxSize="2.5"
      borderRadius="full"
      bg="orange.solid"
    />
  );
}
