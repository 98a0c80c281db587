// Marks the payment an edit asked the customer for as paid (v1's "Mark as
// paid": the payment collection is set authorized for its whole amount; no
// payment provider is called). Asked first, with the amount; sent once.
import { useTranslation } from "react-i18next";
import { postPaymentCollectionsPaymentCollectionAuthorizeMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { PaymentCollection } from "@generated/admin/types.gen";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { useFormat } from "@app/i18n/use-format";

interface MarkPaidDialogProps {
  collection: Pick<PaymentCollection, "id" | "amount" | "currency_code">;
  onClose: () => void;
}

export function MarkPaidDialog({ collection, onClose }: MarkPaidDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = format.money(collection.amount, collection.currency_code);
  return (
    <ConfirmMutationDialog
      open
      mutation={postPaymentCollectionsPaymentCollectionAuthorizeMutation()}
      variables={{ path: { id: collection.id } }}
      title={t("orders.edits.actions.markPaid.title", { amount })}
      description={t("orders.edits.actions.markPaid.body")}
      confirmLabel={t("orders.edits.actions.markPaid.label")}
      done={t("orders.edits.actions.markPaid.done", { amount })}
      onDone={onClose}
      onCancel={onClose}
    />
  );
}
