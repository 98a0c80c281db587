// One fulfillment of an order: its number and state, the items it holds, its
// tracking numbers and dates, and the actions the server allows it.
import { Badge, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Fulfillment, LineItem, Order } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { DetailRows } from "@app/components/detail/SectionCard";
import { useFormat } from "@app/i18n/use-format";
import { type FulfillmentAction, fulfillmentActions, type FulfillmentState, fulfillmentState, trackingNumbers } from "./fulfillment-rules";

const PALETTE: Record<FulfillmentState, "blue" | "green" | "red"> = { fulfilled: "blue", shipped: "green", canceled: "red" };

// Only web addresses become links: a tracking URL is the carrier's (or anyone's) text.
const isWebAddress = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

interface FulfillmentCardProps {
  order: Order;
  fulfillment: Fulfillment;
  /** The items it may hold (the order's, or an exchange's or claim's new items), for their titles. */
  items?: LineItem[];
  number: number;
  onAction: (action: FulfillmentAction) => void;
}

interface FulfillmentListProps {
  order: Order;
  fulfillments: Fulfillment[];
  items?: LineItem[];
  /** A card's action, with the fulfillment and its number ("Fulfillment 2"). */
  onAction: (step: { kind: FulfillmentAction; fulfillment: Fulfillment; number: number }) => void;
}

/** The fulfillments of an order, an exchange or a claim, numbered from 1. */
export function FulfillmentList({ order, fulfillments, items, onAction }: FulfillmentListProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {fulfillments.map((fulfillment, i) => (
        <FulfillmentCard
          key={fulfillment.id}
          order={order}
          fulfillment={fulfillment}
          items={items}
          number={i + 1}
          onAction={(kind) => onAction({ kind, fulfillment, number: i + 1 })}
        />
      ))}
    </Stack>
  );
}

function FulfillmentCard({ order, fulfillment, items: known = order.items ?? [], number, onAction }: FulfillmentCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = t("orders.fulfillment.name", { number });
  const state = fulfillmentState(fulfillment);
  const items = new Map(known.map((item) => [item.id, item]));
  const tracking = trackingNumbers(fulfillment);
  const actions = fulfillmentActions(order, fulfillment);
  const dates: [string, string | null][] = [
    [t("orders.fulfillment.created"), fulfillment.created_at],
    [t("orders.fulfillment.shippedAt"), fulfillment.shipped_at],
    [t("orders.fulfillment.canceledAt"), fulfillment.canceled_at],
  ];
  return (
    <Stack as="li" aria-label={name} gap="3" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Text fontWeight="semibold">{name}</Text>
          <Badge colorPalette={PALETTE[state]}>{t(`orders.fulfillment.state.${state}`)}</Badge>
        </HStack>
        {actions.length > 0 && (
          <HStack gap="2">
            {actions.includes("ship") && (
              <Button variant="secondary" size="small" onClick={() => onAction("ship")}>
                {t("orders.fulfillment.ship.open")}
              </Button>
            )}
            {actions.includes("cancel") && (
              <Button variant="danger" size="small" onClick={() => onAction("cancel")}>
                {t("orders.fulfillment.cancel.open")}
              </Button>
            )}
          </HStack>
        )}
      </HStack>
      <DetailRows
        rows={[
          [
            t("orders.fulfillment.items"),
            <Stack as="span" gap="0">
              {(fulfillment.items ?? []).map((fi) => (
                <span key={fi.item_id}>{t("orders.fulfillment.itemQuantity", { title: items.get(fi.item_id)?.title ?? fi.item?.title ?? fi.item_id, count: fi.quantity })}</span>
              ))}
            </Stack>,
          ],
          [
            t("orders.fulfillment.tracking"),
            tracking.length > 0 ? (
              <Stack as="span" gap="0">
                {tracking.map(({ number: code, url }, i) => (
                  <span key={`${i}-${code}`}>
                    {isWebAddress(url) ? (
                      <Link href={url} target="_blank" rel="noreferrer">
                        {code}
                      </Link>
                    ) : (
                      code
                    )}
                  </span>
                ))}
              </Stack>
            ) : null,
          ],
          ...dates.filter((d): d is [string, string] => d[1] !== null).map(([label, iso]): [string, string] => [label, format.dateTime(iso)]),
        ]}
      />
    </Stack>
  );
}
