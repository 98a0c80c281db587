// Who placed the order and where it goes: name, email, phone, the shipping and
// billing addresses, and the way to the customer's own page; the actions to
// change them are in the card's header.
import { Link, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { Order } from "@generated/admin/types.gen";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { customersSection } from "../../../customers/section";
import { AddressText } from "../../components/AddressText";
import { CustomerActions } from "./CustomerActions";
import { customerName } from "./customer-label";

export function CustomerSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t("orders.customer.title")} action={<CustomerActions order={order} />}>
      <Stack gap="4">
        <DetailRows
          rows={[
            [
              t("orders.customer.name"),
              order.customer_id ? (
                // the store's text: a long word breaks anywhere, not past the card
                <Link asChild colorPalette="blue" overflowWrap="anywhere">
                  <RouterLink to={customersSection.to("detail", { id: order.customer_id })}>{customerName(order)}</RouterLink>
                </Link>
              ) : (
                customerName(order)
              ),
            ],
            [t("orders.customer.email"), order.email],
            [t("orders.customer.phone"), order.customer?.phone ?? order.shipping_address?.phone],
            [t("orders.customer.shippingAddress"), <AddressText key="s" address={order.shipping_address} />],
            [t("orders.customer.billingAddress"), <AddressText key="b" address={order.billing_address} />],
          ]}
        />
      </Stack>
    </SectionCard>
  );
}
