// An order's exchanges (swaps), oldest first, each with its states, what
// came back and what goes out, the difference, its fulfillments and the
// actions the server allows it. Shown once the order has one; exchanges are
// created from the order's actions menu. A successful action refetches the
// order, which shows the outcome.
import { Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { postOrdersOrderSwapsSwapProcessPaymentMutation, postOrdersSwapCancelMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Order, Swap } from "@generated/admin/types.gen";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { useFormat } from "@app/i18n/use-format";
import { type FulfillmentStep, FulfillmentDialogs } from "../fulfillment/FulfillmentDialogs";
import { SwapCard } from "./SwapCard";
import { swapsInOrder } from "./swap-rules";

type Open = { swap: Swap; number: number } & ({ kind: "payment" | "cancel" } | { kind: "fulfillment"; step: FulfillmentStep });

export function SwapsSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const swaps = swapsInOrder(order);
  if (swaps.length === 0) return null;
  const path = open && { id: order.id, swap_id: open.swap.id };
  const difference = open ? (open.swap.difference_due ?? 0) : 0;
  const amount = format.money(Math.abs(difference), order.currency_code);
  return (
    <SectionCard title={t("orders.swaps.title")}>
      <Stack as="ul" gap="3" listStyleType="none">
        {swaps.map((swap, i) => (
          <SwapCard
            key={swap.id}
            order={order}
            swap={swap}
            number={i + 1}
            onAction={(kind) => setOpen({ swap, number: i + 1, kind })}
            onFulfillmentStep={(step) => setOpen({ swap, number: i + 1, kind: "fulfillment", step })}
          />
        ))}
      </Stack>
      {open?.kind === "fulfillment" && <FulfillmentDialogs order={order} target={{ kind: "swap", swap: open.swap }} step={open.step} onClose={close} />}
      {open?.kind === "payment" && path && (
        <ConfirmMutationDialog
          open
          mutation={postOrdersOrderSwapsSwapProcessPaymentMutation()}
          variables={{ path }}
          title={t("orders.swaps.payment.title", { number: open.number })}
          description={difference > 0 ? t("orders.swaps.payment.capture", { amount }) : t("orders.swaps.payment.refund", { amount })}
          confirmLabel={difference > 0 ? t("orders.swaps.payment.confirmCapture", { amount }) : t("orders.swaps.payment.confirmRefund", { amount })}
          done={t("orders.swaps.payment.done", { number: open.number })}
          onDone={close}
          onCancel={close}
        />
      )}
      {open?.kind === "cancel" && path && (
        <ConfirmMutationDialog
          open
          mutation={postOrdersSwapCancelMutation()}
          variables={{ path }}
          title={t("orders.swaps.cancel.title", { number: open.number })}
          description={t("orders.swaps.cancel.body")}
          confirmLabel={t("orders.swaps.cancel.confirm")}
          danger
          done={t("orders.swaps.cancel.done", { number: open.number })}
          onDone={close}
          onCancel={close}
        />
      )}
    </SectionCard>
  );
}
