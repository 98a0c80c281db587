// The order's money: each payment with its state, what was captured and
// refunded of it and when, the refunds with their reasons, what is paid and
// still outstanding; capture and refund, each offered only when the server
// would accept it.
import { Badge, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Order, Payment } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import { Button } from "@app/components/controls";
import { SectionCard } from "@app/components/detail/SectionCard";
import { useFormat } from "@app/i18n/use-format";
import { orderMoney } from "../../order-money";
import { CaptureDialog } from "./CaptureDialog";
import { amountToCapture, paymentState, type PaymentState, refundableAmount } from "./payment-rules";
import { RefundDialog } from "./RefundDialog";

const STATE_PALETTE: Record<PaymentState, string> = {
  authorized: "orange",
  captured: "green",
  partially_refunded: "blue",
  refunded: "blue",
  canceled: "red",
};

export function PaymentsSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<"capture" | "refund" | null>(null);
  const close = () => setOpen(null);
  const payments = order.payments ?? [];
  const actions = (
    <HStack gap="2">
      {amountToCapture(order) > 0 && (
        <Button variant="secondary" size="small" onClick={() => setOpen("capture")}>
          {t("orders.payments.capture.label")}
        </Button>
      )}
      {refundableAmount(order) > 0 && (
        <Button variant="secondary" size="small" onClick={() => setOpen("refund")}>
          {t("orders.payments.refund.label")}
        </Button>
      )}
    </HStack>
  );
  return (
    <SectionCard title={t("orders.payments.title")} action={actions}>
      {payments.length === 0 ? (
        <Text color="fg.muted">{t("orders.payments.empty")}</Text>
      ) : (
        <Stack gap="5">
          <PaymentsTable payments={payments} />
          {(order.refunds ?? []).length > 0 && <RefundsTable order={order} />}
          <PaidTotals order={order} />
        </Stack>
      )}
      {open === "capture" && <CaptureDialog order={order} onClose={close} />}
      {open === "refund" && <RefundDialog order={order} onClose={close} />}
    </SectionCard>
  );
}

function PaymentsTable({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={t("orders.payments.list")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("orders.payments.columns.provider")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("orders.payments.columns.status")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("orders.payments.columns.amount")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("orders.payments.columns.captured")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("orders.payments.columns.refunded")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((payment) => {
            const state = paymentState(payment);
            const money = (amount: number) => format.money(amount, payment.currency_code);
            return (
              <Table.Row key={payment.id}>
                <Table.Cell>
                  <CellText>{payment.provider_id}</CellText>
                  <Muted>{t("orders.payments.authorizedOn", { date: format.dateTime(payment.created_at) })}</Muted>
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATE_PALETTE[state]}>{t(`orders.payments.state.${state}`)}</Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">{money(payment.amount)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {money(payment.captured_at ? payment.amount : 0)}
                  {payment.captured_at && <Muted>{t("orders.payments.capturedOn", { date: format.dateTime(payment.captured_at) })}</Muted>}
                </Table.Cell>
                <Table.Cell textAlign="end">{money(payment.amount_refunded)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function RefundsTable({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={t("orders.payments.refunds.title")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("orders.payments.refunds.date")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("orders.payments.refunds.reason")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("orders.payments.refunds.note")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("orders.payments.refunds.amount")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(order.refunds ?? []).map((refund) => (
            <Table.Row key={refund.id}>
              <Table.Cell>{format.dateTime(refund.created_at)}</Table.Cell>
              <Table.Cell>{t(`orders.payments.reasons.${refund.reason}`)}</Table.Cell>
              <Table.Cell>{refund.note ? <CellText>{refund.note}</CellText> : "—"}</Table.Cell>
              <Table.Cell textAlign="end">{format.money(refund.amount, order.currency_code)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function PaidTotals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const m = orderMoney(order);
  const rows: [label: string, amount: number, strong?: boolean][] = [
    [t("orders.payments.totalPaid"), m.paid],
    ...(m.refunded > 0 ? [[t("orders.payments.refundedTotal"), -m.refunded] as [string, number]] : []),
    [t("orders.payments.outstanding"), m.outstanding, true],
  ];
  return (
    <Stack gap="1" maxW="sm" ms="auto" w="full" textStyle="sm">
      {rows.map(([label, amount, strong]) => (
        <HStack key={label} justify="space-between" fontWeight={strong ? "semibold" : undefined}>
          <Text>{label}</Text>
          <Text>{format.money(amount, order.currency_code)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

function Muted({ children }: { children: string }) {
  return (
    <Text textStyle="xs" color="fg.muted">
      {children}
    </Text>
  );
}
