// An order's three states (order, payment, fulfilment) as badges, coloured by
// what they ask of staff: green done, orange waiting, red stopped.
import { Badge, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";

type Palette = "green" | "orange" | "red" | "gray" | "blue";

const STATUS: Record<Order["status"], Palette> = { pending: "orange", completed: "green", archived: "gray", canceled: "red", requires_action: "red" };
const PAYMENT: Record<Order["payment_status"], Palette> = {
  not_paid: "orange",
  awaiting: "orange",
  captured: "green",
  partially_refunded: "blue",
  refunded: "blue",
  canceled: "red",
  requires_action: "red",
};
const FULFILLMENT: Record<Order["fulfillment_status"], Palette> = {
  not_fulfilled: "orange",
  partially_fulfilled: "orange",
  fulfilled: "blue",
  partially_shipped: "blue",
  shipped: "green",
  partially_returned: "blue",
  returned: "gray",
  canceled: "red",
  requires_action: "red",
};

export function StatusBadge({ order }: { order: Pick<Order, "status"> }) {
  const { t } = useTranslation();
  return <Badge colorPalette={STATUS[order.status]}>{t(`orders.status.${order.status}`)}</Badge>;
}

export function PaymentBadge({ order }: { order: Pick<Order, "payment_status"> }) {
  const { t } = useTranslation();
  return <Badge colorPalette={PAYMENT[order.payment_status]}>{t(`orders.paymentStatus.${order.payment_status}`)}</Badge>;
}

export function FulfillmentBadge({ order }: { order: Pick<Order, "fulfillment_status"> }) {
  const { t } = useTranslation();
  return <Badge colorPalette={FULFILLMENT[order.fulfillment_status]}>{t(`orders.fulfillmentStatus.${order.fulfillment_status}`)}</Badge>;
}

export function OrderStatusBadges({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap" aria-label={t("orders.detail.states")}>
      <StatusBadge order={order} />
      <PaymentBadge order={order} />
      <FulfillmentBadge order={order} />
    </HStack>
  );
}
