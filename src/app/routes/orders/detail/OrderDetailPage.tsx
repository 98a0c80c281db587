// /a/orders/:id: one order with what staff do to it (take the money, ship,
// change, answer the customer), between the plugin zones order.details.before / .after.
import { Grid, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { getOrdersOrderOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { DetailPage } from "@app/components/detail/DetailPage";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { ordersSection } from "../section";
import { ClaimsSection } from "./claims/ClaimsSection";
import { CustomerSection } from "./customer/CustomerSection";
import { OrderEditSection } from "./edits/OrderEditSection";
import { FulfillmentSection } from "./fulfillment/FulfillmentSection";
import { OrderHeader } from "./OrderHeader";
import { PaymentsSection } from "./payments/PaymentsSection";
import { ReturnsSection } from "./returns/ReturnsSection";
import { SummarySection } from "./SummarySection";
import { SwapsSection } from "./swaps/SwapsSection";
import { TimelineSection } from "./timeline/TimelineSection";

export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DetailPage
      query={useQuery(getOrdersOrderOptions({ path: { id } }))}
      select={(data) => data.order}
      zone="order"
      title={(order) => t("orders.detail.title", { number: `#${order.display_id}` })}
      ownTitle
      unavailable={{
        notFound: { title: t("orders.detail.notFound"), help: t("orders.detail.notFoundHelp") },
        back: { to: ordersSection.to("main"), label: t("orders.detail.backToList") },
      }}
    >
      {(order) => <OrderView order={order} />}
    </DetailPage>
  );
}

function OrderView({ order }: { order: Order }) {
  return (
    <>
      <OrderHeader order={order} />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="5" alignItems="start">
        <Stack gap="5">
          <OrderEditSection order={order} />
          <SummarySection order={order} />
          <PaymentsSection order={order} />
          <FulfillmentSection order={order} />
          <ReturnsSection order={order} />
          <ClaimsSection order={order} />
          <SwapsSection order={order} />
          <RawJsonSection record={order} />
        </Stack>
        <Stack gap="5">
          <CustomerSection order={order} />
          <TimelineSection order={order} />
        </Stack>
      </Grid>
    </>
  );
}
