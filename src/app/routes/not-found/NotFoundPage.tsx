import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center minH="60vh" p="6">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          {t("notFound.title")}
        </Heading>
        <Text color="fg.muted">{t("notFound.description")}</Text>
        <Button asChild>
          <RouterLink to="/">{t("notFound.back")}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
