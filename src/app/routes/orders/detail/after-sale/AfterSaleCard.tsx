// The card of an exchange or a claim on the order page: its name and state
// badges, the buttons of what the server allows, its rows, and the
// fulfillments of its new items (oldest first, numbered as created).
import { HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Fulfillment, LineItem, Order } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { DetailRows } from "@app/components/detail/SectionCard";
import type { FulfillmentStep } from "../fulfillment/FulfillmentDialogs";
import { FulfillmentList } from "../fulfillment/FulfillmentList";

interface AfterSaleCardProps<A extends string> {
  order: Order;
  name: string;
  badges: ReactNode;
  /** What the server allows, each a button named by `label` ("cancel" is the danger one). */
  actions: readonly A[];
  label: (action: A) => string;
  onAction: (action: A) => void;
  rows: [label: string, value: ReactNode][];
  fulfillments: Fulfillment[] | undefined;
  newItems: LineItem[];
  onFulfillmentStep: (step: FulfillmentStep) => void;
}

export function AfterSaleCard<A extends string>(props: AfterSaleCardProps<A>) {
  const { order, name, badges, actions, label, onAction, rows, newItems, onFulfillmentStep } = props;
  const fulfillments = [...(props.fulfillments ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return (
    <Stack as="li" aria-label={name} gap="3" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          {badges}
        </HStack>
        {actions.length > 0 && (
          <HStack gap="2" wrap="wrap">
            {actions.map((action) => (
              <Button key={action} variant={action === "cancel" ? "danger" : "secondary"} size="small" onClick={() => onAction(action)}>
                {label(action)}
              </Button>
            ))}
          </HStack>
        )}
      </HStack>
      <DetailRows rows={rows} />
      {fulfillments.length > 0 && <FulfillmentList order={order} fulfillments={fulfillments} items={newItems} onAction={onFulfillmentStep} />}
    </Stack>
  );
}
