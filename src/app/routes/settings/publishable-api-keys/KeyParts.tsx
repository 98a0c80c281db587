// Pieces a publishable key shows wherever it is listed: its state (active or
// revoked) and the key itself (its id: what storefronts send), with a copy button.
import { Badge, Code, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PublishableApiKey } from "@generated/admin/types.gen";
import { CopyButton } from "@app/components/controls/CopyButton";

export function KeyStatusBadge({ apiKey }: { apiKey: Pick<PublishableApiKey, "revoked_at"> }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" colorPalette={apiKey.revoked_at ? "red" : "green"}>
      {t(apiKey.revoked_at ? "settings.apiKeys.status.revoked" : "settings.apiKeys.status.active")}
    </Badge>
  );
}

export function KeyToken({ apiKey }: { apiKey: Pick<PublishableApiKey, "id" | "title"> }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1" minW="0">
      <Code overflowWrap="anywhere">{apiKey.id}</Code>
      <CopyButton value={apiKey.id} label={t("settings.apiKeys.copy", { title: apiKey.title })} />
    </HStack>
  );
}
