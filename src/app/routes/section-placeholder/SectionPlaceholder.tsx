import { Center, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@app/components/PageHeader";
import { useSection } from "@app/layout/section";

/** A section whose screens are not built yet: it says so instead of a 404. */
export default function SectionPlaceholder() {
  const { t } = useTranslation();
  const section = useSection();
  return (
    <>
      <PageHeader title={t(section?.label ?? "shell.appName")} />
      <Center py="16" borderWidth="1px" borderStyle="dashed" rounded="md" data-testid="section-placeholder">
        <Stack align="center" gap="1" textAlign="center">
          <Text fontWeight="medium">{t("placeholder.title")}</Text>
          <Text color="fg.muted">{t("placeholder.description")}</Text>
        </Stack>
      </Center>
    </>
  );
}
