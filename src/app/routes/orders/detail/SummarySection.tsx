// What was bought and what it adds up to: the line items, then the totals
// down to what is paid and what is still outstanding.
import { Box, HStack, Image, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { LineItem, Order } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import { SectionCard } from "@app/components/detail/SectionCard";
import { useFormat } from "@app/i18n/use-format";
import { orderMoney } from "../order-money";

export function SummarySection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  return (
    <SectionCard title={t("orders.detail.summary")}>
      <Stack gap="5">
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("orders.items.item")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("orders.items.sku")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("orders.items.unitPrice")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("orders.items.quantity")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("orders.items.total")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(order.items ?? []).map((item) => (
                <Table.Row key={item.id}>
                  <Table.Cell>
                    <ItemTitle item={item} />
                  </Table.Cell>
                  <Table.Cell>{item.variant?.sku ?? "—"}</Table.Cell>
                  <Table.Cell textAlign="end">{money(item.unit_price)}</Table.Cell>
                  <Table.Cell textAlign="end">{format.number(item.quantity)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(item.subtotal ?? item.unit_price * item.quantity)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Totals order={order} />
      </Stack>
    </SectionCard>
  );
}

/** The line's variant (its description is the variant's title when the variant is not expanded), when it says more than the title. */
const variantOf = (item: LineItem) => {
  const variant = item.variant?.title ?? item.description;
  return variant && variant !== item.title ? variant : undefined;
};

/** A line's name in a label: "Sticker Pack · 10" tells two variants of one product apart. */
export const itemName = (item: LineItem) => [item.title, variantOf(item)].filter(Boolean).join(" · ");

export function ItemTitle({ item }: { item: LineItem }) {
  return (
    <HStack gap="3" align="center">
      <Box w="10" h="10" flexShrink={0} rounded="md" bg="bg.muted" overflow="hidden">
        {item.thumbnail && <Image src={item.thumbnail} alt="" w="full" h="full" objectFit="cover" />}
      </Box>
      <Stack gap="0">
        <CellText>{item.title}</CellText>
        {variantOf(item) && (
          <Text textStyle="xs" color="fg.muted">
            {variantOf(item)}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

function Totals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const m = orderMoney(order);
  const codes = (list: { code: string }[] | undefined) => (list ?? []).map((x) => x.code).join(", ");
  const rows: [label: string, amount: number, strong?: boolean][] = [
    [t("orders.totals.subtotal"), order.subtotal ?? 0],
    ...((order.discount_total ?? 0) > 0 ? [[t("orders.totals.discount", { codes: codes(order.discounts) }), -(order.discount_total ?? 0)] as [string, number]] : []),
    ...((order.gift_card_total ?? 0) > 0 ? [[t("orders.totals.giftCard", { codes: codes(order.gift_cards) }), -(order.gift_card_total ?? 0)] as [string, number]] : []),
    [t("orders.totals.shipping"), order.shipping_total ?? 0],
    [t("orders.totals.tax"), order.tax_total ?? 0],
    [t("orders.totals.total"), m.total, true],
    [t("orders.totals.paid"), m.paid],
    ...(m.refunded > 0 ? [[t("orders.totals.refunded"), -m.refunded] as [string, number]] : []),
    [t("orders.totals.outstanding"), m.outstanding, true],
  ];
  return (
    <Stack gap="1" maxW="sm" ms="auto" w="full" textStyle="sm">
      {rows.map(([label, amount, strong]) => (
        <HStack key={label} justify="space-between" fontWeight={strong ? "semibold" : undefined}>
          <Text>{label}</Text>
          <Text>{money(amount)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
