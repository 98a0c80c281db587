// Asks before taking the authorized money, naming the amount and currency,
// then sends one capture; the page shows the captured payment when the
// order is read again (the mutation refreshes it). A refusal is toasted by
// the query client and the question stays open to try again.
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { postOrdersOrderCaptureMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { ConfirmDialog } from "@app/components/modals/ConfirmDialog";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { amountToCapture } from "./payment-rules";

export function CaptureDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = format.money(amountToCapture(order), order.currency_code);
  const capture = useMutation({
    ...postOrdersOrderCaptureMutation(),
    onSuccess: () => {
      toaster.create({ type: "success", title: t("toast.success"), description: t("orders.payments.capture.done", { amount }) });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title={t("orders.payments.capture.title", { amount })}
      description={t("orders.payments.capture.body", { amount, currency: order.currency_code.toUpperCase() })}
      confirmLabel={t("orders.payments.capture.confirm", { amount })}
      busy={capture.isPending}
      // The promise keeps the button's click guard closed until the answer:
      // isPending reaches the render a tick after the click.
      onConfirm={() => capture.mutateAsync({ path: { id: order.id } }).catch(() => undefined)}
      onCancel={onClose}
    />
  );
}
