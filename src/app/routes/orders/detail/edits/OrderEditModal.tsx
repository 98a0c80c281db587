// The open edit, changed line by line: add variants, change quantities,
// remove lines, with the new total and the difference as the server computes
// them after each change. Closing keeps the edit open on the order page; it
// ends by being confirmed or canceled (the actions under the lines).
import { Dialog, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Order, OrderEdit } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { PlusIcon } from "@app/components/controls/icons";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { EditActions } from "./EditActions";
import { EditLine } from "./EditLine";
import { EditTotals } from "./EditTotals";
import { editLines } from "./order-edit-state";
import { AddEditItemsModal } from "./AddEditItemsModal";

export function OrderEditModal({ order, edit, onClose }: { order: Order; edit: OrderEdit; onClose: () => void }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const lines = editLines(order, edit);
  return (
    <ModalFrame open onClose={onClose} size="large">
      <ModalHeader title={t("orders.edits.editor.title", { number: `#${order.display_id}` })} subtitle={t(`orders.edits.status.${edit.status as "created" | "requested"}`)} />
      <Dialog.Body>
        <Stack gap="4">
          <HStack justify="space-between">
            <Text fontWeight="semibold">{t("orders.edits.editor.items")}</Text>
            <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
              <PlusIcon />
              {t("orders.edits.editor.addItems")}
            </Button>
          </HStack>
          {lines.length === 0 ? (
            <Text color="fg.muted">{t("orders.edits.editor.empty")}</Text>
          ) : (
            <Stack as="ul" gap="0" listStyleType="none" aria-label={t("orders.edits.editor.items")}>
              {lines.map((line) => (
                <EditLine key={`${line.change}-${line.item.id}`} edit={edit} line={line} currency={order.currency_code} />
              ))}
            </Stack>
          )}
          <EditTotals order={order} edit={edit} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="3">
        <Button variant="ghost" size="small" onClick={onClose}>
          {t("orders.edits.editor.close")}
        </Button>
        <EditActions order={order} edit={edit} />
      </Dialog.Footer>
      {picking && <AddEditItemsModal order={order} edit={edit} onClose={() => setPicking(false)} />}
    </ModalFrame>
  );
}
