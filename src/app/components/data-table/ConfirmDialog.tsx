// Asks before a bulk action runs. While it runs, the dialog stays open, its
// buttons are disabled and Escape or a click outside do nothing.
import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, description, confirmLabel, danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(d) => !d.open && !busy && onCancel()}
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{description}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" disabled={busy} onClick={onCancel}>
                {t("common.cancel")}
              </Button>
              <Button size="sm" colorPalette={danger ? "red" : undefined} loading={busy} loadingText={confirmLabel} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
