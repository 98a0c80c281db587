// An order's returns: each with its state, items (requested and received,
// with reasons and notes), return shipping and refund, and what staff do
// next: request one (while something can be returned), receive one, cancel
// one (asked first). A successful mutation refetches the order.
import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { postReturnsReturnCancelMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Order, Return } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { useFormat } from "@app/i18n/use-format";
import { canReturn, isOrderReturn, isPendingReturn, shippingMethodTotal } from "../after-sale/return-rules";
import { ReceiveReturnDialog } from "./ReceiveReturnDialog";
import { RequestReturnDialog } from "./RequestReturnDialog";

const PALETTE: Record<Return["status"], "blue" | "green" | "orange" | "red"> = { requested: "blue", received: "green", requires_action: "orange", canceled: "red" };

type Open = { kind: "request" } | { kind: "receive" | "cancel"; ret: Return; number: number };

/** Oldest first, so that "Return 1" stays the first one requested. */
const returnsInOrder = (order: Order) => [...(order.returns ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at));

const orderOpen = (order: Order) => order.status !== "canceled" && order.status !== "archived";

export function ReturnsSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const returns = returnsInOrder(order);
  return (
    <SectionCard
      title={t("orders.returns.title")}
      action={
        canReturn(order) && (
          <Button variant="secondary" size="small" onClick={() => setOpen({ kind: "request" })}>
            {t("orders.returns.request.open")}
          </Button>
        )
      }
    >
      {returns.length === 0 ? (
        <Text color="fg.muted">{t("orders.returns.empty")}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {returns.map((ret, i) => (
            <ReturnCard key={ret.id} order={order} ret={ret} number={i + 1} onAction={(kind) => setOpen({ kind, ret, number: i + 1 })} />
          ))}
        </Stack>
      )}
      {open?.kind === "request" && <RequestReturnDialog order={order} onClose={close} />}
      {open?.kind === "receive" && <ReceiveReturnDialog order={order} ret={open.ret} number={open.number} onClose={close} />}
      {open?.kind === "cancel" && (
        <ConfirmMutationDialog
          open
          mutation={postReturnsReturnCancelMutation()}
          variables={{ path: { id: open.ret.id } }}
          title={t("orders.returns.cancel.title", { number: open.number })}
          description={t("orders.returns.cancel.body")}
          confirmLabel={t("orders.returns.cancel.confirm")}
          danger
          done={t("orders.returns.cancel.done", { number: open.number })}
          onDone={close}
          onCancel={close}
        />
      )}
    </SectionCard>
  );
}

interface ReturnCardProps {
  order: Order;
  ret: Return;
  number: number;
  onAction: (kind: "receive" | "cancel") => void;
}

function ReturnCard({ order, ret, number, onAction }: ReturnCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const name = t("orders.returns.name", { number });
  const items = new Map((order.items ?? []).map((item) => [item.id, item]));
  const actionable = orderOpen(order) && isPendingReturn(ret);
  const method = ret.shipping_method;
  return (
    <Stack as="li" aria-label={name} gap="3" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Text fontWeight="semibold">{name}</Text>
          <Badge colorPalette={PALETTE[ret.status]}>{t(`orders.returns.state.${ret.status}`)}</Badge>
          {ret.swap_id && <Badge>{t("orders.returns.forSwap")}</Badge>}
          {ret.claim_order_id && <Badge>{t("orders.returns.forClaim")}</Badge>}
        </HStack>
        {actionable && (
          <HStack gap="2">
            <Button variant="secondary" size="small" onClick={() => onAction("receive")}>
              {t("orders.returns.receive.open")}
            </Button>
            <Button variant="danger" size="small" onClick={() => onAction("cancel")}>
              {t("orders.returns.cancel.open")}
            </Button>
          </HStack>
        )}
      </HStack>
      <DetailRows
        rows={[
          [
            t("orders.returns.items"),
            <Stack as="span" gap="1">
              {(ret.items ?? []).map((ri) => {
                const title = items.get(ri.item_id)?.title ?? ri.item?.title ?? ri.item_id;
                const requested = ri.requested_quantity ?? ri.quantity;
                return (
                  <Stack as="span" key={ri.item_id} gap="0">
                    <span>
                      {ri.received_quantity != null
                        ? t("orders.returns.itemReceived", { title, count: requested, received: ri.received_quantity })
                        : t("orders.fulfillment.itemQuantity", { title, count: requested })}
                    </span>
                    {(ri.reason || ri.note) && (
                      <Text as="span" textStyle="xs" color="fg.muted">
                        {[ri.reason?.label, ri.note].filter(Boolean).join(" · ")}
                      </Text>
                    )}
                  </Stack>
                );
              })}
            </Stack>,
          ],
          [
            t("orders.returns.shipping"),
            method
              ? t("orders.fulfillment.method", { name: method.shipping_option?.name ?? "—", price: money(shippingMethodTotal(method)) })
              : t("orders.afterSale.shipping.none"),
          ],
          ...(isOrderReturn(ret) ? [[t("orders.returns.refund"), money(ret.refund_amount)] as [string, string]] : []),
          [t("orders.returns.requestedAt"), format.dateTime(ret.created_at)],
          ...(ret.received_at ? [[t("orders.returns.receivedAt"), format.dateTime(ret.received_at)] as [string, string]] : []),
        ]}
      />
    </Stack>
  );
}
