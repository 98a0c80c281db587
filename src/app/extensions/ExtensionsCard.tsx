// On the settings page: the plugins of this dashboard, and for each plugin
// that was rejected, why (the same reasons the console gives, translated).
import { Badge, Box, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useExtensions } from "./context";
import type { PluginProblem } from "./store";

export function ExtensionsCard() {
  const { t } = useTranslation();
  const { plugins, rejected } = useExtensions();
  if (plugins.length === 0 && rejected.length === 0) return null;
  const problemText = (plugin: string, p: PluginProblem) => t(`extensions.problems.${p.code}`, { plugin, path: p.path, zone: p.zone });
  return (
    <Card.Root size="sm" mt="6" data-testid="extensions-card">
      <Card.Header>
        <Heading as="h2" size="md">
          {t("extensions.title")}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t("extensions.description")}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {plugins.map((p) => (
            <HStack key={p.name} gap="2">
              <Text fontWeight="medium">{p.name}</Text>
              <Badge colorPalette="green">{t("extensions.active")}</Badge>
            </HStack>
          ))}
          {rejected.map((r, i) => (
            <Box key={`${r.plugin}#${i}`} role="alert" borderWidth="1px" borderColor="red.muted" bg="bg.error" color="fg.error" rounded="md" px="3" py="2">
              <HStack gap="2" mb="1">
                <Text fontWeight="medium">{r.plugin}</Text>
                <Badge colorPalette="red">{t("extensions.rejected")}</Badge>
              </HStack>
              {r.problems.map((p, j) => (
                <Text key={j} fontSize="sm">
                  {problemText(r.plugin, p)}
                </Text>
              ))}
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
