import { Badge } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Order } from "../../../generated/admin/types.gen";
import { type Column, DataTable } from "../../components/data-table/DataTable";
import { useListParams } from "../../components/data-table/use-list-params";
import { PageHeader } from "../../components/PageHeader";
import { useFormat } from "../../i18n/use-format";
import { orderListQuery } from "./order-list-query";

export default function OrderListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { offset, limit, setPage } = useListParams();
  const orders = useQuery({
    ...orderListQuery({ offset, limit }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<Order>[] = [
    { key: "display_id", header: t("orders.columns.order"), cell: (o) => `#${o.display_id}` },
    { key: "created_at", header: t("orders.columns.date"), cell: (o) => format.date(o.created_at) },
    {
      key: "customer",
      header: t("orders.columns.customer"),
      cell: (o) => [o.customer?.first_name, o.customer?.last_name].filter(Boolean).join(" ") || o.email,
    },
    { key: "fulfillment", header: t("orders.columns.fulfillment"), cell: (o) => <Badge>{t(`orders.fulfillmentStatus.${o.fulfillment_status}`)}</Badge> },
    { key: "payment", header: t("orders.columns.payment"), cell: (o) => <Badge>{t(`orders.paymentStatus.${o.payment_status}`)}</Badge> },
    { key: "total", header: t("orders.columns.total"), align: "end", cell: (o) => format.money(o.total ?? 0, o.currency_code) },
  ];
  return (
    <>
      <PageHeader title={t("nav.orders")} />
      <DataTable
        label={t("nav.orders")}
        columns={columns}
        rows={orders.data?.orders}
        count={orders.data?.count}
        rowKey={(o) => o.id}
        isLoading={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        offset={offset}
        limit={limit}
        onPage={setPage}
        emptyText={t("orders.empty")}
      />
    </>
  );
}
