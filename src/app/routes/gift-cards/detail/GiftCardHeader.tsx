// The top of a gift card's page: its code (with a copy button), its status,
// and its actions: edit the balance or the expiry, disable / enable, delete.
import { Clipboard, Flex, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { GiftCard } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { CheckIcon, CopyIcon } from "@app/components/controls/icons";
import { PageTitle } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { GiftCardStatusBadge } from "../components/GiftCardStatusBadge";

export type GiftCardAction = "balance" | "expiry" | "toggle" | "delete";

export function GiftCardHeader({ card, onAction }: { card: GiftCard; onAction: (action: GiftCardAction) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Flex justify="space-between" align="start" mb="5" gap="4" wrap="wrap">
      <Stack gap="2">
        <HStack gap="2">
          <PageTitle>{card.code}</PageTitle>
          <Clipboard.Root value={card.code}>
            <Clipboard.Trigger asChild>
              <IconButton variant="ghost" size="xs" aria-label={t("giftCards.detail.copyCode")}>
                <Clipboard.Indicator copied={<CheckIcon />}>
                  <CopyIcon />
                </Clipboard.Indicator>
              </IconButton>
            </Clipboard.Trigger>
          </Clipboard.Root>
        </HStack>
        <HStack gap="3" wrap="wrap">
          <Text color="fg.muted" textStyle="sm">
            {t("giftCards.detail.issued", { date: format.dateTime(card.created_at) })}
          </Text>
          <GiftCardStatusBadge card={card} />
        </HStack>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button size="small" variant="secondary" onClick={() => onAction("balance")}>
          {t("giftCards.detail.editBalance")}
        </Button>
        <Button size="small" variant="secondary" onClick={() => onAction("expiry")}>
          {t("giftCards.detail.editExpiry")}
        </Button>
        <Button size="small" variant={card.is_disabled ? "secondary" : "danger"} onClick={() => onAction("toggle")}>
          {t(card.is_disabled ? "giftCards.detail.enable" : "giftCards.detail.disable")}
        </Button>
        <Button size="small" variant="danger" onClick={() => onAction("delete")}>
          {t("giftCards.detail.delete")}
        </Button>
      </HStack>
    </Flex>
  );
}
