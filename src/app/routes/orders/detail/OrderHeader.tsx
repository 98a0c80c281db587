// The top of an order's page: its number (with a copy button), when it was
// placed, its three states, and the menu of state changes.
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";
import { RecordHeader } from "@app/components/detail/RecordHeader";
import { useFormat } from "@app/i18n/use-format";
import { OrderStatusBadges } from "../components/OrderStatusBadges";
import { OrderStateActions } from "./OrderStateActions";

export function OrderHeader({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const number = `#${order.display_id}`;
  return (
    <RecordHeader
      title={t("orders.detail.title", { number })}
      copy={{ value: number, label: t("orders.detail.copyNumber") }}
      dated={t("orders.detail.placed", { date: format.dateTime(order.created_at) })}
      badges={<OrderStatusBadges order={order} />}
      actions={<OrderStateActions order={order} />}
    />
  );
}
