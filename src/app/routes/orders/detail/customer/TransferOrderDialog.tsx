// Gives the order to another customer: one found by a server search of the
// customers (name or email) and chosen in the list, then asked first, naming
// them; one request. The order's email stays what it was (the server changes
// only customer_id). A refusal is said above the list, the search kept.
import { Badge, Dialog, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { postOrdersOrderMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Customer, Order } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls";
import { CustomerSearchList } from "@app/components/customer-picker/CustomerSearchList";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { ConfirmDialog } from "@app/components/modals/ConfirmDialog";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { toaster } from "@app/components/toaster";
import { customerLabel } from "./customer-label";

export function TransferOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const number = `#${order.display_id}`;
  // The customer chosen, being asked about.
  const [picked, setPicked] = useState<Customer | null>(null);
  const transfer = useMutation({
    ...inlineErrors(postOrdersOrderMutation()),
    onSuccess: () => {
      toaster.create({ type: "success", title: t("toast.success"), description: t("orders.customer.transfer.done", { number, customer: customerLabel(t, picked!) }) });
      onClose();
    },
    onError: () => setPicked(null),
  });
  return (
    <>
      <ModalFrame open onClose={onClose} dismissible={!transfer.isPending}>
        <ModalHeader title={t("orders.customer.transfer.title", { number })} subtitle={t("orders.customer.transfer.subtitle")} />
        <Dialog.Body>
          <Stack gap="3">
            {transfer.error != null && <FormAlert>{errorMessage(t, transfer.error)}</FormAlert>}
            <CustomerSearchList
              texts={{
                search: t("orders.customer.transfer.search"),
                list: t("orders.customer.transfer.list"),
                empty: t("orders.customer.transfer.empty"),
                more: t("orders.customer.transfer.more"),
              }}
              action={(c) =>
                c.id === order.customer_id ? (
                  <Badge size="sm">{t("orders.customer.transfer.current")}</Badge>
                ) : (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={t("orders.customer.transfer.chooseCustomer", { customer: customerLabel(t, c) })}
                    disabled={transfer.isPending}
                    onClick={() => setPicked(c)}
                  >
                    {t("orders.customer.transfer.choose")}
                  </Button>
                )
              }
            />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="secondary" size="small" disabled={transfer.isPending} onClick={onClose}>
            {t("common.cancel")}
          </Button>
        </Dialog.Footer>
      </ModalFrame>
      {picked && (
        <ConfirmDialog
          open
          title={t("orders.customer.transfer.confirmTitle", { number })}
          description={t("orders.customer.transfer.confirmBody", { number, customer: customerLabel(t, picked), email: order.email })}
          confirmLabel={t("orders.customer.transfer.confirm")}
          busy={transfer.isPending}
          // The promise keeps the button busy until the answer (mutate's pending state shows a render later).
          onConfirm={() => transfer.mutateAsync({ path: { id: order.id }, body: { customer_id: picked.id } })}
          onCancel={() => setPicked(null)}
        />
      )}
    </>
  );
}
