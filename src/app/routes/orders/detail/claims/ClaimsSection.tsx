// An order's claims: each with its type and states, the claimed items (reason,
// note, images), the replacement items and their fulfillments, the return and
// the refund, and what staff do next: register one (while something can come
// back), fulfil a replacement, mark it shipped, change the items' reasons and
// notes, cancel (asked first). A successful mutation refetches the order.
import { Badge, HStack, Image, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { postOrdersClaimCancelMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { ClaimOrder, Order } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { useFormat } from "@app/i18n/use-format";
import { AfterSaleCard } from "../after-sale/AfterSaleCard";
import { canReturn } from "../after-sale/return-rules";
import { FulfillmentDialogs, type FulfillmentStep } from "../fulfillment/FulfillmentDialogs";
import { itemName } from "../SummarySection";
import { type ClaimAction, claimActions, claimsInOrder } from "./claim-rules";
import { EditClaimDialog } from "./EditClaimDialog";
import { RegisterClaimDialog } from "./RegisterClaimDialog";

type Open =
  | { kind: "register" }
  | { kind: "edit" | "cancel"; claim: ClaimOrder; number: number }
  | { kind: "fulfillment"; claim: ClaimOrder; step: FulfillmentStep };

export function ClaimsSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const claims = claimsInOrder(order);
  return (
    <SectionCard
      title={t("orders.claims.title")}
      action={
        canReturn(order) && (
          <Button variant="secondary" size="small" onClick={() => setOpen({ kind: "register" })}>
            {t("orders.claims.create.open")}
          </Button>
        )
      }
    >
      {claims.length === 0 ? (
        <Text color="fg.muted">{t("orders.claims.empty")}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {claims.map((claim, i) => (
            <ClaimCard
              key={claim.id}
              order={order}
              claim={claim}
              number={i + 1}
              onAction={(kind) => (kind === "fulfill" ? setOpen({ kind: "fulfillment", claim, step: { kind: "create" } }) : setOpen({ kind, claim, number: i + 1 }))}
              onFulfillmentStep={(step) => setOpen({ kind: "fulfillment", claim, step })}
            />
          ))}
        </Stack>
      )}
      {open?.kind === "register" && <RegisterClaimDialog order={order} onClose={close} />}
      {open?.kind === "edit" && <EditClaimDialog order={order} claim={open.claim} number={open.number} onClose={close} />}
      {open?.kind === "fulfillment" && <FulfillmentDialogs order={order} target={{ kind: "claim", claim: open.claim }} step={open.step} onClose={close} />}
      {open?.kind === "cancel" && (
        <ConfirmMutationDialog
          open
          mutation={postOrdersClaimCancelMutation()}
          variables={{ path: { id: order.id, claim_id: open.claim.id } }}
          title={t("orders.claims.cancel.title", { number: open.number })}
          description={t("orders.claims.cancel.body")}
          confirmLabel={t("orders.claims.cancel.confirm")}
          danger
          done={t("orders.claims.cancel.done", { number: open.number })}
          onDone={close}
          onCancel={close}
        />
      )}
    </SectionCard>
  );
}

const ACTION_LABELS = { fulfill: "orders.claims.fulfill", edit: "orders.claims.edit.open", cancel: "orders.claims.cancel.open" } as const satisfies Record<ClaimAction, string>;

interface ClaimCardProps {
  order: Order;
  claim: ClaimOrder;
  number: number;
  onAction: (action: ClaimAction) => void;
  onFulfillmentStep: (step: FulfillmentStep) => void;
}

function ClaimCard({ order, claim, number, onAction, onFulfillmentStep }: ClaimCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const name = t("orders.claims.name", { number });
  const orderItems = new Map((order.items ?? []).map((item) => [item.id, item]));
  const newItems = claim.additional_items ?? [];
  const ret = claim.return_order;
  return (
    <AfterSaleCard
      order={order}
      name={name}
      badges={
        <>
          <Badge>{t(`orders.claims.type.${claim.type}`)}</Badge>
          {claim.canceled_at ? (
            <Badge colorPalette="red">{t("orders.claims.canceled")}</Badge>
          ) : claim.type === "replace" ? (
            <Badge colorPalette="blue">{t(`orders.fulfillmentStatus.${claim.fulfillment_status}`)}</Badge>
          ) : (
            <Badge colorPalette={claim.payment_status === "refunded" ? "green" : "orange"}>{t(`orders.claims.paymentStatus.${claim.payment_status}`)}</Badge>
          )}
        </>
      }
      actions={claimActions(order, claim)}
      label={(action) => t(ACTION_LABELS[action])}
      onAction={onAction}
      fulfillments={claim.fulfillments}
      newItems={newItems}
      onFulfillmentStep={onFulfillmentStep}
      rows={[
        [
          t("orders.claims.items"),
          <Stack as="span" gap="2">
            {(claim.claim_items ?? []).map((ci) => {
              const item = orderItems.get(ci.item_id);
              return (
                <Stack as="span" key={ci.id} gap="1">
                  <span>{t("orders.fulfillment.itemQuantity", { title: item ? itemName(item) : ci.item_id, count: ci.quantity })}</span>
                  <Text as="span" textStyle="xs" color="fg.muted">
                    {[t(`orders.claims.reason.${ci.reason}`), ci.note].filter(Boolean).join(" · ")}
                  </Text>
                  {(ci.images ?? []).length > 0 && (
                    <HStack as="span" gap="2" wrap="wrap">
                      {(ci.images ?? []).map((image, i) => (
                        <Link key={image.id} href={image.url} target="_blank" rel="noreferrer">
                          <Image src={image.url} alt={t("orders.claims.image", { number: i + 1 })} w="12" h="12" objectFit="cover" rounded="md" />
                        </Link>
                      ))}
                    </HStack>
                  )}
                </Stack>
              );
            })}
          </Stack>,
        ],
        ...(claim.type === "replace"
          ? ([
              [
                t("orders.claims.newItems"),
                <Stack as="span" gap="0">
                  {newItems.map((item) => (
                    <span key={item.id}>{t("orders.fulfillment.itemQuantity", { title: itemName(item), count: item.quantity })}</span>
                  ))}
                </Stack>,
              ],
            ] as [string, React.ReactNode][])
          : ([[t("orders.returns.refund"), money(claim.refund_amount ?? 0)]] as [string, string][])),
        [t("orders.claims.return"), ret ? t(`orders.returns.state.${ret.status}`) : t("orders.claims.noReturn")],
        [t("orders.claims.created"), format.dateTime(claim.created_at)],
        ...(claim.canceled_at ? ([[t("orders.claims.canceledAt"), format.dateTime(claim.canceled_at)]] as [string, string][]) : []),
      ]}
    />
  );
}
