// In `order.details.after`: the loyalty tier of the order's customer, from
// how many orders they placed (only the count is asked: `limit: 1`).
import { Badge, Card, HStack, Text } from "@chakra-ui/react";
import { getOrdersOptions } from "@admin/api";
import { usePluginTranslation, type WidgetProps } from "@admin/extensions";
import { useQuery } from "@tanstack/react-query";
import { TIER_COLOR, tierOf, useThresholds } from "./tiers";

export default function OrderTierWidget({ entity: order }: WidgetProps<"order.details.after">) {
  const { t } = usePluginTranslation();
  const thresholds = useThresholds();
  const orders = useQuery(getOrdersOptions({ query: { customer_id: order.customer_id, limit: 1, fields: "id" } }));
  const tier = orders.data ? tierOf(orders.data.count, thresholds) : undefined;
  return (
    <Card.Root size="sm" variant="outline" data-testid="loyalty-order-widget">
      <Card.Body>
        <HStack justify="space-between">
          <Text fontWeight="medium">{t("widget.tier")}</Text>
          {tier ? <Badge colorPalette={TIER_COLOR[tier]}>{t(`tiers.${tier}`)}</Badge> : <Text>…</Text>}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
