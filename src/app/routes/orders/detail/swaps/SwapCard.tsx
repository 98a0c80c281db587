// One exchange: its number and states, the items coming back and going out,
// the difference (settled when the customer confirms), its fulfillments, and
// the actions the server allows.
import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Order, Swap } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { DetailRows } from "@app/components/detail/SectionCard";
import { useFormat } from "@app/i18n/use-format";
import { FulfillmentList } from "../fulfillment/FulfillmentList";
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
  const fulfillments = [...(swap.fulfillments ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const actions = swapActions(order, swap);
  const difference = swap.difference_due;
  return (
    <Stack as="li" aria-label={name} gap="3" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          {swap.canceled_at ? (
            <Badge colorPalette="red">{t("orders.swaps.canceled")}</Badge>
          ) : (
            <>
              <Badge colorPalette={isConfirmed(swap) ? "blue" : "orange"}>{t(isConfirmed(swap) ? "orders.swaps.confirmed" : "orders.swaps.unconfirmed")}</Badge>
              <Badge>{t(`orders.swaps.paymentStatus.${swap.payment_status}`)}</Badge>
              <Badge>{t(`orders.swaps.fulfillmentStatus.${swap.fulfillment_status}`)}</Badge>
            </>
          )}
        </HStack>
        {actions.length > 0 && (
          <HStack gap="2" wrap="wrap">
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === "cancel" ? "danger" : "secondary"}
                size="small"
                onClick={() => (action === "fulfill" ? onFulfillmentStep({ kind: "create" }) : onAction(action))}
              >
                {t(ACTION_LABELS[action])}
              </Button>
            ))}
          </HStack>
        )}
      </HStack>
      <DetailRows
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
      {fulfillments.length > 0 && (
        <FulfillmentList order={order} fulfillments={fulfillments} items={newItems} onAction={onFulfillmentStep} />
      )}
    </Stack>
  );
}
