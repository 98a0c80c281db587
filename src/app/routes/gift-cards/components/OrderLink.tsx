// The order a gift card was bought in, as a link to it ("—" for a custom card).
import { Link } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { GiftCard } from "@generated/admin/types.gen";
import { ordersSection } from "../../orders/section";

export function OrderLink({ card }: { card: GiftCard }) {
  const { t } = useTranslation();
  if (!card.order_id) return "—";
  const number = card.order ? `#${card.order.display_id}` : card.order_id;
  return (
    <Link asChild colorPalette="blue">
      <RouterLink to={ordersSection.to("detail", { id: card.order_id })}>{t("giftCards.fields.orderNumber", { number })}</RouterLink>
    </Link>
  );
}
