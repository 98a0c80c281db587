// /a/loyalty: the store's customers with their number of orders and the
// loyalty tier it gives them, a page at a time.
import { Badge, Button, Heading, HStack, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { getCustomersOptions, type Customer } from "@admin/api";
import { usePluginTranslation } from "@admin/extensions";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { TIER_COLOR, tierOf, useThresholds } from "./tiers";

const PAGE_SIZE = 20;
const fullName = (c: Customer) => [c.first_name, c.last_name].filter(Boolean).join(" ");

export default function LoyaltyPage() {
  const { t } = usePluginTranslation();
  const thresholds = useThresholds();
  const [offset, setOffset] = useState(0);
  // `expand=orders`: each customer with its orders, to count them.
  const customers = useQuery({
    ...getCustomersOptions({ query: { expand: "orders", limit: PAGE_SIZE, offset } }),
    placeholderData: keepPreviousData,
  });
  const count = customers.data?.count ?? 0;
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {t("page.title")}
        </Heading>
        <Text color="fg.muted">{t("page.description", { silver: thresholds.silver, gold: thresholds.gold })}</Text>
      </Stack>
      {customers.isPending ? (
        <Spinner />
      ) : customers.isError ? (
        <Text role="alert" color="fg.error">
          {t("page.error")}
        </Text>
      ) : (
        <>
          <Table.Root size="sm" aria-label={t("page.table")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("page.customer")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("page.email")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("page.orders")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("page.tier")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {customers.data.customers.map((customer) => {
                const orders = customer.orders?.length ?? 0;
                const tier = tierOf(orders, thresholds);
                return (
                  <Table.Row key={customer.id}>
                    <Table.Cell>{fullName(customer) || "—"}</Table.Cell>
                    <Table.Cell>{customer.email}</Table.Cell>
                    <Table.Cell textAlign="end">{orders}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={TIER_COLOR[tier]}>{t(`tiers.${tier}`)}</Badge>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
          {customers.data.customers.length === 0 && <Text color="fg.muted">{t("page.empty")}</Text>}
          <HStack justify="space-between">
            <Text fontSize="sm" color="fg.muted">
              {t("page.range", { from: count === 0 ? 0 : offset + 1, to: Math.min(offset + PAGE_SIZE, count), count })}
            </Text>
            <HStack gap="2">
              <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                {t("page.previous")}
              </Button>
              <Button size="sm" variant="outline" disabled={offset + PAGE_SIZE >= count} onClick={() => setOffset(offset + PAGE_SIZE)}>
                {t("page.next")}
              </Button>
            </HStack>
          </HStack>
        </>
      )}
    </Stack>
  );
}
