// /a/draft-orders/:id: a draft order: its items and totals, customer,
// addresses, shipping, the payment link to send the customer, and its
// status. An open draft can be marked as paid (which registers the order; the
// page then links to it) or deleted, each asked first.
import { Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import {
  deleteDraftOrdersDraftOrderMutation,
  getDraftOrdersDraftOrderOptions,
  postDraftOrdersDraftOrderRegisterPaymentMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { DraftOrder } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { DeleteRecordDialog } from "@app/components/detail/DeleteRecordDialog";
import { DetailPage } from "@app/components/detail/DetailPage";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { PageTitle } from "@app/components/PageHeader";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { useFormat } from "@app/i18n/use-format";
import { ordersSection } from "@app/routes/orders/section";
import { useDraftMoney } from "../components/draft-money";
import { DraftStatusBadge } from "../components/DraftStatusBadge";
import { draftOrdersSection } from "../section";
import { DraftSections } from "./DraftSections";

export default function DraftOrderDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DetailPage
      query={useQuery(getDraftOrdersDraftOrderOptions({ path: { id } }))}
      select={(data) => data.draft_order}
      zone="draft_order"
      title={(draft) => t("draftOrders.detail.title", { number: `#${draft.display_id}` })}
      ownTitle
      unavailable={{
        notFound: { title: t("draftOrders.detail.notFound") },
        forbidden: t("draftOrders.detail.forbidden"),
        back: { to: draftOrdersSection.to("main"), label: t("draftOrders.detail.back") },
      }}
    >
      {(draft) => <DraftOrderView draft={draft} />}
    </DetailPage>
  );
}

function DraftOrderView({ draft }: { draft: DraftOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [asking, setAsking] = useState<"pay" | "delete" | null>(null);
  const number = `#${draft.display_id}`;
  const total = useDraftMoney(draft).money(draft.cart?.total ?? 0);
  const open = draft.status === "open";
  return (
    <>
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <Stack gap="2">
          <PageTitle>{t("draftOrders.detail.title", { number })}</PageTitle>
          <HStack gap="3" wrap="wrap">
            <Text color="fg.muted" textStyle="sm">
              {t("draftOrders.detail.created", { date: format.dateTime(draft.created_at) })}
            </Text>
            <DraftStatusBadge draft={draft} />
          </HStack>
          {draft.order_id && (
            <Link asChild colorPalette="blue" fontWeight="medium">
              <RouterLink to={ordersSection.to("detail", { id: draft.order_id })}>
                {draft.order?.display_id != null ? t("draftOrders.detail.openOrderNumber", { number: `#${draft.order.display_id}` }) : t("draftOrders.detail.openOrder")}
              </RouterLink>
            </Link>
          )}
        </Stack>
        {open && (
          <HStack>
            <Button size="small" onClick={() => setAsking("pay")}>
              {t("draftOrders.pay.open")}
            </Button>
            <Button variant="danger" size="small" onClick={() => setAsking("delete")}>
              {t("draftOrders.delete.open")}
            </Button>
          </HStack>
        )}
      </Flex>
      <DraftSections draft={draft} />
      <RawJsonSection record={draft} />
      <ConfirmMutationDialog
        open={asking === "pay"}
        onCancel={() => setAsking(null)}
        mutation={postDraftOrdersDraftOrderRegisterPaymentMutation()}
        variables={{ path: { id: draft.id } }}
        title={t("draftOrders.pay.title", { number })}
        description={t("draftOrders.pay.body", { number, amount: total })}
        confirmLabel={t("draftOrders.pay.confirm", { amount: total })}
        done={t("draftOrders.pay.done", { number })}
        onDone={() => setAsking(null)}
      />
      <DeleteRecordDialog
        open={asking === "delete"}
        onCancel={() => setAsking(null)}
        mutation={deleteDraftOrdersDraftOrderMutation()}
        variables={{ path: { id: draft.id } }}
        title={t("draftOrders.delete.title", { number })}
        description={t("draftOrders.delete.body")}
        confirmLabel={t("draftOrders.delete.confirm")}
        deleted={t("draftOrders.delete.done", { number })}
        listPath={draftOrdersSection.to("main")}
      />
    </>
  );
}
