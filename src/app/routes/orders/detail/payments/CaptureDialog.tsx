// Asks before taking the authorized money, naming the amount and currency,
// then sends one capture; the page shows the captured payment when the
// order is read again (the mutation refreshes it).
import { useTranslation } from "react-i18next";
import { postOrdersOrderCaptureMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { useFormat } from "@app/i18n/use-format";
import { amountToCapture } from "./payment-rules";

export function CaptureDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = format.money(amountToCapture(order), order.currency_code);
  return (
    <ConfirmMutationDialog
      open
      mutation={postOrdersOrderCaptureMutation()}
      variables={{ path: { id: order.id } }}
      title={t("orders.payments.capture.title", { amount })}
      description={t("orders.payments.capture.body", { amount, currency: order.currency_code.toUpperCase() })}
      confirmLabel={t("orders.payments.capture.confirm", { amount })}
      done={t("orders.payments.capture.done", { amount })}
      onDone={onClose}
      onCancel={onClose}
    />
  );
}
