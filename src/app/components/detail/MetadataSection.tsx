// A record's metadata on its detail page: each key with its value (texts as
// they are, other values as JSON), or "No metadata yet".
import { Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DetailRows, SectionCard } from "./SectionCard";

export function MetadataSection({ metadata, action }: { metadata: Record<string, unknown> | null | undefined; action?: ReactNode }) {
  const { t } = useTranslation();
  const entries = Object.entries(metadata ?? {});
  return (
    <SectionCard title={t("metadata.title")} action={action}>
      {entries.length === 0 ? (
        <Text color="fg.muted">{t("metadata.empty")}</Text>
      ) : (
        <DetailRows rows={entries.map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)])} />
      )}
    </SectionCard>
  );
}
