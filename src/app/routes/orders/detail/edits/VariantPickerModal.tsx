// Picks variants to add to an open edit, each with its price on this order
// (region and customer), its SKU and stock. "Add N items" adds each picked
// variant once (quantity 1, changed on the edit afterwards), one request each,
// in turn; a refusal stops there, says why, and keeps the picks not yet added.
import { Dialog, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { postOrderEditsEditLineItemsMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Order, OrderEdit } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { toaster } from "@app/components/toaster";
import { useVariantChoices } from "@app/components/product-picker/use-variant-choices";
import { VariantChoiceTable } from "@app/components/product-picker/VariantChoiceTable";

interface VariantPickerModalProps {
  order: Order;
  edit: OrderEdit;
  onClose: () => void;
}

export function VariantPickerModal({ order, edit, onClose }: VariantPickerModalProps) {
  const { t } = useTranslation();
  const choices = useVariantChoices({ regionId: order.region_id, customerId: order.customer_id });
  const [picked, setPicked] = useState<readonly string[]>([]);
  const addItem = useMutation(inlineErrors(postOrderEditsEditLineItemsMutation()));
  const toggle = (id: string, on: boolean) => setPicked((prev) => (on ? [...prev, id] : prev.filter((x) => x !== id)));

  const add = async () => {
    try {
      for (const variant_id of picked) {
        await addItem.mutateAsync({ path: { id: edit.id }, body: { variant_id, quantity: 1 } });
        setPicked((prev) => prev.filter((x) => x !== variant_id));
      }
    } catch {
      return; // said above the list; the picks left stay for another try
    }
    toaster.create({ type: "success", title: t("toast.success"), description: t("orders.edits.picker.added", { count: picked.length }) });
    onClose();
  };

  return (
    <ModalFrame open onClose={onClose} size="large" dismissible={!addItem.isPending}>
      <ModalHeader title={t("orders.edits.picker.title")} subtitle={t("orders.edits.picker.subtitle", { region: order.region?.name ?? order.currency_code.toUpperCase() })} />
      <Dialog.Body>
        <Stack gap="3">
          {addItem.error && <FormAlert>{errorMessage(t, addItem.error)}</FormAlert>}
          <VariantChoiceTable choices={choices} currency={order.currency_code} label={t("orders.edits.picker.title")} picked={picked} onToggle={toggle} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" size="small" disabled={addItem.isPending} onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button size="small" disabled={picked.length === 0} onClick={add}>
          {t("orders.edits.picker.add", { count: picked.length })}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}
