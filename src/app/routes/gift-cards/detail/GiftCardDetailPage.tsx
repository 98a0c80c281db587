// /a/gift-cards/:id: one gift card (code, amounts in its region's currency,
// expiry, status, the order it was bought in), its edits (balance, expiry,
// disable / enable, delete) and its raw JSON, between the plugin zones
// gift_card.details.before / .after.
import { Grid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { deleteGiftCardsGiftCardMutation, getGiftCardsGiftCardOptions, postGiftCardsGiftCardMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { GiftCard } from "@generated/admin/types.gen";
import { DeleteRecordDialog } from "@app/components/detail/DeleteRecordDialog";
import { DetailPage } from "@app/components/detail/DetailPage";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { useFormat } from "@app/i18n/use-format";
import { cardCurrency } from "../components/gift-card-money";
import { GiftCardStatusBadge } from "../components/GiftCardStatusBadge";
import { OrderLink } from "../components/OrderLink";
import { giftCardsSection } from "../section";
import { BalanceDialog, ExpiryDialog } from "./GiftCardEditDialogs";
import { type GiftCardAction, GiftCardHeader } from "./GiftCardHeader";

export default function GiftCardDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DetailPage
      query={useQuery(getGiftCardsGiftCardOptions({ path: { id } }))}
      select={(data) => data.gift_card}
      zone="gift_card"
      title={(card) => card.code}
      unavailable={{
        notFound: { title: t("giftCards.detail.notFound"), help: t("giftCards.detail.notFoundHelp") },
        back: { to: giftCardsSection.to("main"), label: t("giftCards.detail.backToList") },
      }}
    >
      {(card) => <GiftCardView card={card} />}
    </DetailPage>
  );
}

const noteOf = (card: GiftCard) => (typeof card.metadata?.note === "string" ? card.metadata.note : null);

function GiftCardView({ card }: { card: GiftCard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [action, setAction] = useState<GiftCardAction | null>(null);
  const currency = cardCurrency(card) ?? "";
  const money = (amount: number) => (currency ? format.money(amount, currency) : format.number(amount));
  const close = () => setAction(null);
  return (
    <>
      <GiftCardHeader card={card} onAction={setAction} />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="5" alignItems="start">
        <Stack gap="5">
          <SectionCard title={t("giftCards.detail.details")}>
            <DetailRows
              rows={[
                [t("giftCards.fields.value"), money(card.value)],
                [t("giftCards.fields.balance"), money(card.balance)],
                [t("giftCards.fields.region"), card.region ? `${card.region.name} (${currency.toUpperCase()})` : card.region_id],
                [t("giftCards.fields.expiry"), card.ends_at ? format.dateTime(card.ends_at) : t("giftCards.detail.noExpiry")],
                [t("giftCards.fields.status"), <GiftCardStatusBadge key="status" card={card} />],
                [t("giftCards.fields.note"), noteOf(card)],
              ]}
            />
          </SectionCard>
          <RawJsonSection record={card} />
        </Stack>
        <SectionCard title={t("giftCards.detail.usage")}>
          <Stack gap="3">
            <DetailRows
              rows={[
                [t("giftCards.detail.boughtIn"), card.order_id ? <OrderLink key="order" card={card} /> : t("giftCards.detail.custom")],
                [t("giftCards.detail.spent"), money(Math.max(card.value - card.balance, 0))],
              ]}
            />
            {/* The v1 admin API answers a card without its transactions, and lists no orders by gift card. */}
            <Text textStyle="sm" color="fg.muted">
              {t("giftCards.detail.usageHelp")}
            </Text>
          </Stack>
        </SectionCard>
      </Grid>
      {action === "balance" && <BalanceDialog card={card} currency={currency} onClose={close} />}
      {action === "expiry" && <ExpiryDialog card={card} onClose={close} />}
      <ConfirmMutationDialog
        open={action === "toggle"}
        onCancel={close}
        mutation={postGiftCardsGiftCardMutation()}
        variables={{ path: { id: card.id }, body: { is_disabled: !card.is_disabled } }}
        title={t(card.is_disabled ? "giftCards.detail.enableTitle" : "giftCards.detail.disableTitle", { code: card.code })}
        description={t(card.is_disabled ? "giftCards.detail.enableBody" : "giftCards.detail.disableBody")}
        confirmLabel={t(card.is_disabled ? "giftCards.detail.enable" : "giftCards.detail.disable")}
        danger={!card.is_disabled}
        done={t(card.is_disabled ? "giftCards.detail.enabled" : "giftCards.detail.disabled", { code: card.code })}
        onDone={close}
      />
      <DeleteRecordDialog
        open={action === "delete"}
        onCancel={close}
        mutation={deleteGiftCardsGiftCardMutation()}
        variables={{ path: { id: card.id } }}
        title={t("giftCards.detail.deleteTitle", { code: card.code })}
        description={t("giftCards.detail.deleteBody")}
        confirmLabel={t("giftCards.detail.delete")}
        deleted={t("giftCards.detail.deleted", { code: card.code })}
        listPath={giftCardsSection.to("main")}
      />
    </>
  );
}
