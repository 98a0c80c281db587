// The customer's orders, paged by the server (the page's URL keeps it), each
// linked to its page and with "Transfer order" to give it to another customer.
import { Heading, Stack } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getOrdersOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Customer, Order } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { type Column, DataTable } from "@app/components/data-table/DataTable";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf, useListParams } from "@app/components/data-table/use-list-params";
import { TransferOrderDialog } from "@app/routes/orders/detail/customer/TransferOrderDialog";
import { useOrderColumns } from "@app/routes/orders/list/order-columns";
import { ORDER_ROW_EXPAND, ORDER_ROW_FIELDS } from "@app/routes/orders/list/order-list-query";
import { ordersSection } from "@app/routes/orders/section";

const SHOWN = new Set(["display_id", "created_at", "fulfillment", "payment", "total"]);

export function CustomerOrdersSection({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [transferring, setTransferring] = useState<Order | null>(null);
  const columns: Column<Order>[] = [
    ...useOrderColumns().filter((c) => SHOWN.has(c.key)),
    {
      key: "transfer",
      header: "",
      align: "end",
      hideable: false,
      cell: (o) => (
        <Button variant="ghost" size="small" aria-label={t("customers.orders.transferOne", { number: `#${o.display_id}` })} onClick={() => setTransferring(o)}>
          {t("customers.orders.transfer")}
        </Button>
      ),
    },
  ];
  const list = useListParams({ sortKeys: sortKeysOf(columns) });
  const orders = useQuery({
    ...getOrdersOptions({
      query: { customer_id: customer.id, offset: list.offset, limit: list.limit, order: list.order ?? "-created_at", fields: `${ORDER_ROW_FIELDS},customer_id`, expand: ORDER_ROW_EXPAND },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="3" as="section" aria-label={t("customers.orders.title")}>
      <Heading as="h2" size="md">
        {t("customers.orders.title")}
      </Heading>
      <DataTable
        id="customer-orders"
        label={t("customers.orders.title")}
        columns={columns}
        list={list}
        searchable={false}
        rows={orders.data?.orders}
        count={orders.data?.count}
        rowKey={(o) => o.id}
        rowHref={(o) => ordersSection.to("detail", { id: o.id })}
        rowLabel={(o) => `#${o.display_id}`}
        {...queryState(orders)}
        emptyText={t("customers.orders.empty")}
      />
      {transferring && <TransferOrderDialog order={transferring} onClose={() => setTransferring(null)} />}
    </Stack>
  );
}
