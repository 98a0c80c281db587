// What can be done with an open edit: cancel it, send it to the customer for
// confirmation, mark the difference the customer owes as paid, confirm it.
// The money actions (confirm, mark as paid) and the cancel ask first, with
// the amounts; each sends one request however fast it is clicked.
import { HStack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  postOrderEditsOrderEditCancelMutation,
  postOrderEditsOrderEditConfirmMutation,
  postOrderEditsOrderEditRequestMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { Order, OrderEdit } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { ConfirmDialog } from "@app/components/modals/ConfirmDialog";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { MarkPaidDialog } from "./MarkPaidDialog";
import { difference, unpaidCollection } from "./order-edit-state";
import { reported } from "./order-edit-queries";

type Asking = "confirm" | "cancel" | "markPaid";

export function EditActions({ order, edit }: { order: Order; edit: OrderEdit }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [asking, setAsking] = useState<Asking | null>(null);
  const number = `#${order.display_id}`;
  const done = (description: string) => {
    toaster.create({ type: "success", title: t("toast.success"), description });
    setAsking(null);
  };
  // Failures are toasted by the query client; the question stays open for another try.
  const request = useMutation({ ...postOrderEditsOrderEditRequestMutation(), onSuccess: () => done(t("orders.edits.actions.request.done")) });
  const cancel = useMutation({ ...postOrderEditsOrderEditCancelMutation(), onSuccess: () => done(t("orders.edits.actions.cancel.done")) });
  const confirm = useMutation({ ...postOrderEditsOrderEditConfirmMutation(), onSuccess: () => done(t("orders.edits.actions.confirm.done", { number })) });
  const hasChanges = (edit.changes ?? []).length > 0;
  const unpaid = unpaidCollection(edit);
  const path = { path: { id: edit.id } };

  return (
    <HStack gap="2" wrap="wrap" justify="end">
      <Button variant="danger" size="small" onClick={() => setAsking("cancel")}>
        {t("orders.edits.actions.cancel.label")}
      </Button>
      {edit.status === "created" && (
        <Button variant="secondary" size="small" disabled={!hasChanges} loading={request.isPending} onClick={() => request.mutate(path)}>
          {t("orders.edits.actions.request.label")}
        </Button>
      )}
      {unpaid && (
        <Button variant="secondary" size="small" onClick={() => setAsking("markPaid")}>
          {t("orders.edits.actions.markPaid.label")}
        </Button>
      )}
      <Button size="small" disabled={!hasChanges} onClick={() => setAsking("confirm")}>
        {t("orders.edits.actions.confirm.label")}
      </Button>

      {/* Rendered only while asked: a closing dialog's button takes no late click. */}
      {asking === "confirm" && (
        <ConfirmDialog
          open
          title={t("orders.edits.actions.confirm.title", { number })}
          description={confirmText(edit, order.currency_code, t, format.money)}
          confirmLabel={t("orders.edits.actions.confirm.label")}
          busy={confirm.isPending}
          onConfirm={() => confirm.mutateAsync(path).catch(reported)}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === "cancel" && (
        <ConfirmDialog
          open
          title={t("orders.edits.actions.cancel.title")}
          description={t("orders.edits.actions.cancel.body")}
          confirmLabel={t("orders.edits.actions.cancel.label")}
          danger
          busy={cancel.isPending}
          onConfirm={() => cancel.mutateAsync(path).catch(reported)}
          onCancel={() => setAsking(null)}
        />
      )}
      {unpaid && asking === "markPaid" && <MarkPaidDialog collection={unpaid} onClose={() => setAsking(null)} />}
    </HStack>
  );
}

/** What confirming does to the money: the new total, and what the customer owes more or gets back. */
function confirmText(edit: OrderEdit, currency: string, t: TFunction, money: (amount: number, currency: string) => string) {
  const diff = difference(edit);
  const newTotal = money(edit.total ?? 0, currency);
  const amount = money(diff.amount, currency);
  if (diff.kind === "none") return t("orders.edits.actions.confirm.none", { newTotal });
  if (diff.kind === "refund") return t("orders.edits.actions.confirm.refund", { newTotal, amount });
  const paid = edit.payment_collection && !unpaidCollection(edit);
  return paid ? t("orders.edits.actions.confirm.payPaid", { newTotal, amount }) : t("orders.edits.actions.confirm.pay", { newTotal, amount });
}
