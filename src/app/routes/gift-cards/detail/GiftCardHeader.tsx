// The top of a gift card's page: its code (with a copy button), its status,
// and its actions: edit the balance or the expiry, disable / enable, delete.
import { HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { GiftCard } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { RecordHeader } from "@app/components/detail/RecordHeader";
import { useFormat } from "@app/i18n/use-format";
import { GiftCardStatusBadge } from "../components/GiftCardStatusBadge";

export type GiftCardAction = "balance" | "expiry" | "toggle" | "delete";

export function GiftCardHeader({ card, onAction }: { card: GiftCard; onAction: (action: GiftCardAction) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <RecordHeader
      title={card.code}
      copy={{ value: card.code, label: t("giftCards.detail.copyCode") }}
      dated={t("giftCards.detail.issued", { date: format.dateTime(card.created_at) })}
      badges={<GiftCardStatusBadge card={card} />}
      actions={
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
      }
    />
  );
}
