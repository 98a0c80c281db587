// Asks before a destructive or money action runs. While it runs, the dialog
// stays open, its buttons are disabled and Escape or a click outside do nothing.
// Cancel has the focus: Enter does not run the action unasked.
import { Dialog, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../controls/Button";
import { ModalFrame } from "./ModalFrame";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  /** Default: "Cancel". */
  cancelLabel?: string;
  busy: boolean;
  /** A returned promise keeps the button busy until it settles: one request however fast the clicks. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, description, confirmLabel, danger, cancelLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame open={open} onClose={onCancel} size="small" role="alertdialog" dismissible={!busy} initialFocus={cancel}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text>{description}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={cancel} variant="secondary" size="small" disabled={busy} onClick={onCancel}>
          {cancelLabel ?? t("common.cancel")}
        </Button>
        <Button variant={danger ? "nuclear" : "primary"} size="small" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}
