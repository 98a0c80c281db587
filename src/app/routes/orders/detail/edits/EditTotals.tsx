// The edit's money: the order's total now, the total once the edit is
// confirmed, and the difference the customer pays or gets back.
import { HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Order, OrderEdit } from "@generated/admin/types.gen";
import { useFormat } from "@app/i18n/use-format";
import { difference } from "./order-edit-state";

export function EditTotals({ order, edit }: { order: Order; edit: OrderEdit }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const diff = difference(edit);
  const rows: [label: string, value: string, testId?: string][] = [
    [t("orders.edits.totals.current"), money(order.total ?? 0)],
    [t("orders.edits.totals.new"), money(edit.total ?? 0), "edit-new-total"],
    [t(`orders.edits.totals.${diff.kind}`), money(diff.amount), "edit-difference"],
  ];
  return (
    <Stack gap="1" maxW="sm" ms="auto" w="full" textStyle="sm">
      {rows.map(([label, value, testId], i) => (
        <HStack
          key={label}
          justify="space-between"
          fontWeight={i > 0 ? "semibold" : undefined}
          color={i === 2 && diff.kind === "pay" ? "fg.warning" : i === 2 && diff.kind === "refund" ? "fg.error" : undefined}
          data-testid={testId}
        >
          <Text>{label}</Text>
          <Text>{value}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
