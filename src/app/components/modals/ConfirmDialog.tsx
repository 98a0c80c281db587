// Asks before a destructive or money action runs. While it runs, the dialog
// stays open, its buttons are disabled and Escape or a click outside do nothing.
import { Dialog, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Button } from "../controls/Button";
import { ModalFrame } from "./ModalFrame";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  /** A returned promise keeps the button busy until it settles: one request however fast the clicks. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, description, confirmLabel, danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame open={open} onClose={onCancel} size="small" role="alertdialog" dismissible={!busy}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text>{description}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" size="small" disabled={busy} onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button variant={danger ? "nuclear" : "primary"} size="small" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}
