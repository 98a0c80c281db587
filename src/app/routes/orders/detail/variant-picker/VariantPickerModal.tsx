// Picks variants for an order (items added to an edit, items sent in an
// exchange or a claim), each with its price on this order (region and
// customer), its SKU and stock. "Add N items" hands the picks to the caller;
// if it throws (a refusal it shows through `error`), the modal stays open with
// the picks the caller did not take.
import { Dialog, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Order } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { useVariantChoices } from "@app/components/product-picker/use-variant-choices";
import { VariantChoiceTable, type VariantPick } from "@app/components/product-picker/VariantChoiceTable";

/** A picked variant, named and priced as the order would have it. */
export interface PickedVariant extends VariantPick {
  unit_price: number;
}

interface VariantPickerModalProps {
  order: Order;
  /** Takes the picks; calls `taken` for each one done, so a refusal midway leaves only the rest picked. */
  onAdd: (picks: PickedVariant[], taken: (variantId: string) => void) => Promise<void> | void;
  /** The caller's refusal, said above the list. */
  error?: unknown;
  busy?: boolean;
  onClose: () => void;
}

export function VariantPickerModal({ order, onAdd, error, busy = false, onClose }: VariantPickerModalProps) {
  const { t } = useTranslation();
  const choices = useVariantChoices({ regionId: order.region_id, customerId: order.customer_id });
  const [picked, setPicked] = useState<readonly PickedVariant[]>([]);
  // requirePrice: a pick always comes with its price
  const toggle = (id: string, on: boolean, pick: VariantPick) =>
    setPicked((prev) => (on ? [...prev, { ...pick, unit_price: pick.unit_price! }] : prev.filter((x) => x.variant_id !== id)));
  const taken = (variantId: string) => setPicked((prev) => prev.filter((x) => x.variant_id !== variantId));

  const add = async () => {
    try {
      await onAdd([...picked], taken);
    } catch {
      return; // said above the list; the picks left stay for another try
    }
    onClose();
  };

  return (
    <ModalFrame open onClose={onClose} size="large" dismissible={!busy}>
      <ModalHeader title={t("orders.edits.picker.title")} subtitle={t("orders.edits.picker.subtitle", { region: order.region?.name ?? order.currency_code.toUpperCase() })} />
      <Dialog.Body>
        <Stack gap="3">
          {error != null && <FormAlert>{errorMessage(t, error)}</FormAlert>}
          <VariantChoiceTable
            choices={choices}
            currency={order.currency_code}
            label={t("orders.edits.picker.title")}
            picked={picked.map((p) => p.variant_id)}
            onToggle={toggle}
            requirePrice
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" size="small" disabled={busy} onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button size="small" disabled={picked.length === 0} onClick={add}>
          {t("orders.edits.picker.add", { count: picked.length })}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}
