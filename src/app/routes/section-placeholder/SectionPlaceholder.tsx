import { Center, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader";

/** A section whose screens are not built yet: it says so instead of a 404. */
export default function SectionPlaceholder() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as { label?: string } | undefined;
  return (
    <>
      <PageHeader title={t(handle?.label ?? "shell.appName")} />
      <Center py="16" borderWidth="1px" borderStyle="dashed" rounded="md" data-testid="section-placeholder">
        <Stack align="center" gap="1" textAlign="center">
          <Text fontWeight="medium">{t("placeholder.title")}</Text>
          <Text color="gray.600">{t("placeholder.description")}</Text>
        </Stack>
      </Center>
    </>
  );
}
