// /a/settings/loyalty: the order counts that make a customer silver and gold.
import { Button, Field, Heading, HStack, Input, Link, Stack, Text } from "@chakra-ui/react";
import { usePluginTranslation } from "@admin/extensions";
import { type FormEvent, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { DEFAULT_THRESHOLDS, saveThresholds, useThresholds } from "./tiers";

export default function LoyaltySettingsPage() {
  const { t } = usePluginTranslation();
  const saved = useThresholds();
  const [silver, setSilver] = useState(String(saved.silver));
  const [gold, setGold] = useState(String(saved.gold));
  const [done, setDone] = useState(false);
  const valid = Number.isInteger(Number(silver)) && Number(silver) >= 1 && Number.isInteger(Number(gold)) && Number(gold) > Number(silver);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    saveThresholds({ silver: Number(silver), gold: Number(gold) });
    setDone(true);
  };
  return (
    <Stack gap="5" maxW="md">
      <Stack gap="1">
        <Link asChild fontSize="sm" color="fg.muted">
          <RouterLink to="/a/settings">{t("settings.back")}</RouterLink>
        </Link>
        <Heading as="h1" size="xl">
          {t("settings.title")}
        </Heading>
        <Text color="fg.muted">{t("settings.intro")}</Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root invalid={!valid}>
            <Field.Label>{t("settings.silver")}</Field.Label>
            <Input type="number" min={1} value={silver} onChange={(e) => (setSilver(e.target.value), setDone(false))} />
          </Field.Root>
          <Field.Root invalid={!valid}>
            <Field.Label>{t("settings.gold")}</Field.Label>
            <Input type="number" min={2} value={gold} onChange={(e) => (setGold(e.target.value), setDone(false))} />
            <Field.ErrorText>{t("settings.invalid")}</Field.ErrorText>
          </Field.Root>
          <HStack gap="3">
            <Button type="submit" disabled={!valid}>
              {t("settings.save")}
            </Button>
            <Button
              variant="ghost"
              onClick={() => (setSilver(String(DEFAULT_THRESHOLDS.silver)), setGold(String(DEFAULT_THRESHOLDS.gold)), setDone(false))}
            >
              {t("settings.reset")}
            </Button>
          </HStack>
          {done && (
            <Text role="status" color="green.fg">
              {t("settings.saved")}
            </Text>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
