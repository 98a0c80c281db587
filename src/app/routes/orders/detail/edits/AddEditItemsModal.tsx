// Adds picked variants to an open edit: each once (quantity 1, changed on the
// edit afterwards), one request each, in turn; a refusal stops there, says
// why, and keeps the picks not yet added.
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { postOrderEditsEditLineItemsMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Order, OrderEdit } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { toaster } from "@app/components/toaster";
import { type PickedVariant, VariantPickerModal } from "../variant-picker/VariantPickerModal";

export function AddEditItemsModal({ order, edit, onClose }: { order: Order; edit: OrderEdit; onClose: () => void }) {
  const { t } = useTranslation();
  const addItem = useMutation(inlineErrors(postOrderEditsEditLineItemsMutation()));
  const add = async (picks: PickedVariant[], taken: (variantId: string) => void) => {
    for (const { variant_id } of picks) {
      await addItem.mutateAsync({ path: { id: edit.id }, body: { variant_id, quantity: 1 } });
      taken(variant_id);
    }
    toaster.create({ type: "success", title: t("toast.success"), description: t("orders.edits.picker.added", { count: picks.length }) });
  };
  return <VariantPickerModal order={order} onAdd={add} error={addItem.error} busy={addItem.isPending} onClose={onClose} />;
}
