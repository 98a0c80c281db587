// One exchange: its number and states, the items coming back and going out,
// the difference (settled when the customer confirms), its fulfillments, and
// the actions the server allows.
import { Badge, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Order, Swap } from "@generated/admin/types.gen";
import { useFormat } from "@app/i18n/use-format";
import { AfterSaleCard } from "../after-sale/AfterSaleCard";
import type { FulfillmentStep } from "../fulfillment/FulfillmentDialogs";
import { itemName } from "../SummarySection";
import { isConfirmed, type SwapAction, swapActions } from "./swap-rules";

interface SwapCardProps {
  order: Order;
  swap: Swap;
  number: number;
  onAction: (action: "payment" | "cancel") => void;
  onFulfillmentStep: (step: FulfillmentStep) => void;
}

const ACTION_LABELS = { payment: "orders.swaps.payment.open", fulfill: "orders.swaps.fulfill", cancel: "orders.swaps.cancel.open" } as const satisfies Record<SwapAction, string>;

export function SwapCard({ order, swap, number, onAction, onFulfillmentStep }: SwapCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const name = t("orders.swaps.name", { number });
  const orderItems = new Map((order.items ?? []).map((item) => [item.id, item]));
  const newItems = swap.additional_items ?? [];
  const difference = swap.difference_due;
  return (
    <AfterSaleCard
      order={order}
      name={name}
      badges={
        swap.canceled_at ? (
          <Badge colorPalette="red">{t("orders.swaps.canceled")}</Badge>
        ) : (
          <>
            <Badge colorPalette={isConfirmed(swap) ? "blue" : "orange"}>{t(isConfirmed(swap) ? "orders.swaps.confirmed" : "orders.swaps.unconfirmed")}</Badge>
            <Badge>{t(`orders.swaps.paymentStatus.${swap.payment_status}`)}</Badge>
            <Badge>{t(`orders.swaps.fulfillmentStatus.${swap.fulfillment_status}`)}</Badge>
          </>
        )
      }
      actions={swapActions(order, swap)}
      label={(action) => t(ACTION_LABELS[action])}
      onAction={(action) => (action === "fulfill" ? onFulfillmentStep({ kind: "create" }) : onAction(action))}
      fulfillments={swap.fulfillments}
      newItems={newItems}
      onFulfillmentStep={onFulfillmentStep}
      rows={[
        [
          t("orders.swaps.returnItems"),
          <Stack as="span" gap="0">
            {(swap.return_order?.items ?? []).map((ri) => {
              const item = orderItems.get(ri.item_id);
              return <span key={ri.item_id}>{t("orders.fulfillment.itemQuantity", { title: item ? itemName(item) : ri.item_id, count: ri.quantity })}</span>;
            })}
          </Stack>,
        ],
        [
          t("orders.swaps.newItems"),
          <Stack as="span" gap="0">
            {newItems.map((item) => (
              <span key={item.id}>
                {t("orders.swaps.newItem", { title: itemName(item), count: item.quantity, price: money(item.unit_price) })}
              </span>
            ))}
          </Stack>,
        ],
        [
          t("orders.swaps.difference.label"),
          difference === null
            ? t("orders.swaps.difference.pending")
            : difference > 0
              ? t("orders.swaps.difference.pays", { amount: money(difference) })
              : difference < 0
                ? t("orders.swaps.difference.refunded", { amount: money(-difference) })
                : t("orders.swaps.difference.even"),
        ],
        ...(isConfirmed(swap) || swap.canceled_at ? [] : ([[t("orders.swaps.checkout"), t("orders.swaps.checkoutHelp", { cart: swap.cart_id ?? "—" })]] as [string, string][])),
        [t("orders.swaps.created"), format.dateTime(swap.created_at)],
        ...(swap.canceled_at ? ([[t("orders.swaps.canceledAt"), format.dateTime(swap.canceled_at)]] as [string, string][]) : []),
      ]}
    />
  );
}
