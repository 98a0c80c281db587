// What the table says instead of rows: the list cannot be read (error, with a
// retry; no access), or it has none (none at all, or none for this search
// and these filters, with a way to clear them).
import { Button, Center, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@app/api/errors";
import { errorMessage } from "../form/error-message";

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isForbidden(error)) {
    return (
      <Center py="12" role="alert" data-testid="table-forbidden">
        <Stack align="center" gap="1" textAlign="center">
          <Text fontWeight="medium">{t("table.forbidden.title")}</Text>
          <Text color="fg.muted">{t("table.forbidden.description")}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py="12" role="alert">
      <Stack align="center" gap="3">
        <Text color="fg.error">{errorMessage(t, error)}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      </Stack>
    </Center>
  );
}

export function EmptyState({ filtered, emptyText, onClearFilters }: { filtered: boolean; emptyText: string; onClearFilters: () => void }) {
  const { t } = useTranslation();
  return (
    <Center py="10" data-testid={filtered ? "table-no-results" : "table-empty"}>
      {filtered ? (
        <Stack align="center" gap="3">
          <Text color="fg.muted">{t("table.noResults")}</Text>
          <Button size="sm" variant="outline" onClick={onClearFilters}>
            {t("table.clearFilters")}
          </Button>
        </Stack>
      ) : (
        <Text color="fg.muted">{emptyText}</Text>
      )}
    </Center>
  );
}
