import { Card, HStack, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { useExtensions } from "@app/extensions/context";
import { ExtensionsCard } from "@app/extensions/ExtensionsCard";
import { pluginText } from "@app/extensions/plugin-scope";
import { mainPath, pluginPagePath } from "@app/routes/section";
import { settingsCards } from "@app/routes/sections";
import { PageHeader } from "@app/components/PageHeader";

export default function SettingsPage() {
  const { t } = useTranslation();
  const { settings: pluginSettings } = useExtensions();
  return (
    <>
      <PageHeader title={t("nav.settings")} />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {settingsCards.map((card) => (
          <Card.Root key={card.path} size="sm" position="relative" _hover={{ borderColor: "gray.400" }}>
            <Card.Body>
              <LinkOverlay asChild>
                <RouterLink to={mainPath(card)}>
                  <Text fontWeight="medium">{t(card.label)}</Text>
                </RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="gray.600">
                {t(card.nav.description)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
        {/* Plugin settings pages, after the dashboard's own, sorted by path. */}
        {pluginSettings.map(({ path, label, description, icon: Icon, plugin }) => (
          <Card.Root key={path} size="sm" position="relative" _hover={{ borderColor: "gray.400" }}>
            <Card.Body>
              <LinkOverlay asChild>
                <RouterLink to={pluginPagePath(path)}>
                  <HStack gap="2">
                    {Icon && <Icon aria-hidden />}
                    <Text fontWeight="medium">{pluginText(t, plugin.ns)(label)}</Text>
                  </HStack>
                </RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="gray.600">
                {pluginText(t, plugin.ns)(description)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <ExtensionsCard />
    </>
  );
}
