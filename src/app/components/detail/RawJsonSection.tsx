// A record as the server sent it, folded away: for support and debugging.
import { Box, Button, Collapsible } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "./SectionCard";

export function RawJsonSection({ record }: { record: unknown }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t("detail.json")}>
      <Collapsible.Root>
        <Collapsible.Trigger asChild>
          <Button variant="outline" size="sm">
            {t("detail.showJson")}
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box as="pre" fontFamily="mono" textStyle="xs" whiteSpace="pre-wrap" mt="3" p="3" bg="bg.muted" rounded="md" maxH="480px" overflow="auto">
            {JSON.stringify(record, null, 2)}
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>
    </SectionCard>
  );
}
