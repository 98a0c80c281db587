import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { GiftCard } from "@generated/admin/types.gen";
import { giftCardStatus } from "./gift-card-status";

const PALETTE = { active: "green", disabled: "gray", expired: "orange" } as const;

export function GiftCardStatusBadge({ card }: { card: GiftCard }) {
  const { t } = useTranslation();
  const status = giftCardStatus(card);
  return <Badge colorPalette={PALETTE[status]}>{t(`giftCards.status.${status}`)}</Badge>;
}
