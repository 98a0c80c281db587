// An order's fulfillment: the shipping method chosen at checkout, each
// fulfillment with its items, state, tracking numbers and dates, and what
// staff do next (create one, mark one shipped, cancel one), each offered only
// when the server allows it. The page shows the outcome by itself: a
// successful mutation refetches the order.
import { Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { useFormat } from "@app/i18n/use-format";
import { FulfillmentList } from "./FulfillmentList";
import { type FulfillmentStep, FulfillmentDialogs } from "./FulfillmentDialogs";
import { canCreateFulfillment, fulfillmentsInOrder } from "./fulfillment-rules";

export function FulfillmentSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<FulfillmentStep | null>(null);
  const close = () => setOpen(null);
  const fulfillments = fulfillmentsInOrder(order);
  return (
    <SectionCard
      title={t("orders.fulfillment.title")}
      action={
        canCreateFulfillment(order) && (
          <Button variant="secondary" size="small" onClick={() => setOpen({ kind: "create" })}>
            {t("orders.fulfillment.create.open")}
          </Button>
        )
      }
    >
      <Stack gap="5">
        <ShippingMethods order={order} />
        {fulfillments.length === 0 ? (
          <Text color="fg.muted">{t("orders.fulfillment.empty")}</Text>
        ) : (
          <FulfillmentList order={order} fulfillments={fulfillments} onAction={setOpen} />
        )}
      </Stack>
      {open && <FulfillmentDialogs order={order} step={open} onClose={close} />}
    </SectionCard>
  );
}

function ShippingMethods({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const methods = order.shipping_methods ?? [];
  return (
    <DetailRows
      rows={[
        [
          t("orders.fulfillment.shippingMethod"),
          methods.length > 0 ? (
            <Stack as="span" gap="0">
              {methods.map((m) => (
                <span key={m.id}>{t("orders.fulfillment.method", { name: m.shipping_option?.name ?? "—", price: format.money(m.price, order.currency_code) })}</span>
              ))}
            </Stack>
          ) : null,
        ],
      ]}
    />
  );
}
