import { Card, HStack, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { useExtensions } from "@app/extensions/context";
import { ExtensionsCard } from "@app/extensions/ExtensionsCard";
import { pluginText } from "@app/extensions/plugin-scope";
import type { ExtensionIcon } from "@app/extensions/types";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { mainPath, pluginPagePath } from "@app/routes/section";
import { settingsCards } from "@app/routes/sections";
import { PageHeader } from "@app/components/PageHeader";

interface SettingsCard {
  /** Under /a/ (`settings/regions`): the cards' order. */
  path: string;
  to: string;
  label: string;
  description: string;
  icon?: ExtensionIcon;
}

/** The dashboard's cards (those whose feature is on) and the plugins' settings pages, one list sorted by path. */
function useSettingsCards(): SettingsCard[] {
  const { t } = useTranslation();
  const { isEnabled } = useFeatureFlag();
  const { settings: pluginSettings } = useExtensions();
  return [
    ...settingsCards
      .filter((card) => !card.flag || isEnabled(card.flag))
      .map((card) => ({ path: card.path, to: mainPath(card), label: t(card.label), description: t(card.nav.description) })),
    ...pluginSettings.map(({ path, label, description, icon, plugin }) => {
      const text = pluginText(t, plugin.ns);
      return { path, to: pluginPagePath(path), label: text(label), description: text(description), icon };
    }),
  ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const cards = useSettingsCards();
  return (
    <>
      <PageHeader title={t("nav.settings")} />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {cards.map(({ path, to, label, description, icon: Icon }) => (
          <Card.Root key={path} size="sm" position="relative" _hover={{ borderColor: "border.emphasized" }}>
            <Card.Body>
              <LinkOverlay asChild>
                <RouterLink to={to}>
                  <HStack gap="2">
                    {Icon && <Icon aria-hidden />}
                    <Text fontWeight="medium">{label}</Text>
                  </HStack>
                </RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="fg.muted">
                {description}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <ExtensionsCard />
    </>
  );
}
