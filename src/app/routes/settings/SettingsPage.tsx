import { Card, HStack, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { ExtensionsCard } from "@app/extensions/ExtensionsCard";
import { PageHeader } from "@app/components/PageHeader";
import { useSettingsCards } from "./use-settings-cards";

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
