// The top of an order's page: its number (with a copy button), when it was
// placed, its three states, and the menu of state changes.
import { Clipboard, Flex, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";
import { CheckIcon, CopyIcon } from "@app/components/controls/icons";
import { PageTitle } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { OrderStatusBadges } from "../components/OrderStatusBadges";
import { OrderStateActions } from "./OrderStateActions";

export function OrderHeader({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const number = `#${order.display_id}`;
  return (
    <Flex justify="space-between" align="start" mb="5" gap="4" wrap="wrap">
      <Stack gap="2">
        <HStack gap="2">
          <PageTitle>{t("orders.detail.title", { number })}</PageTitle>
          <Clipboard.Root value={number}>
            <Clipboard.Trigger asChild>
              <IconButton variant="ghost" size="xs" aria-label={t("orders.detail.copyNumber")}>
                <Clipboard.Indicator copied={<CheckIcon />}>
                  <CopyIcon />
                </Clipboard.Indicator>
              </IconButton>
            </Clipboard.Trigger>
          </Clipboard.Root>
        </HStack>
        <HStack gap="3" wrap="wrap">
          <Text color="fg.muted" textStyle="sm">
            {t("orders.detail.placed", { date: format.dateTime(order.created_at) })}
          </Text>
          <OrderStatusBadges order={order} />
        </HStack>
      </Stack>
      <OrderStateActions order={order} />
    </Flex>
  );
}
