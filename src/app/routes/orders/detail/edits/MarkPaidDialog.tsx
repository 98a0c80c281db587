// Marks the payment an edit asked the customer for as paid (v1's "Mark as
// paid": the payment collection is set authorized for its whole amount; no
// payment provider is called). Asked first, with the amount; sent once.
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { postPaymentCollectionsPaymentCollectionAuthorizeMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { PaymentCollection } from "@generated/admin/types.gen";
import { ConfirmDialog } from "@app/components/modals/ConfirmDialog";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { reported } from "./order-edit-queries";

interface MarkPaidDialogProps {
  collection: Pick<PaymentCollection, "id" | "amount" | "currency_code">;
  onClose: () => void;
}

export function MarkPaidDialog({ collection, onClose }: MarkPaidDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = format.money(collection.amount, collection.currency_code);
  const markPaid = useMutation({
    ...postPaymentCollectionsPaymentCollectionAuthorizeMutation(),
    onSuccess: () => {
      toaster.create({ type: "success", title: t("toast.success"), description: t("orders.edits.actions.markPaid.done", { amount }) });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title={t("orders.edits.actions.markPaid.title", { amount })}
      description={t("orders.edits.actions.markPaid.body")}
      confirmLabel={t("orders.edits.actions.markPaid.label")}
      busy={markPaid.isPending}
      onConfirm={() => markPaid.mutateAsync({ path: { id: collection.id } }).catch(reported)}
      onCancel={onClose}
    />
  );
}
