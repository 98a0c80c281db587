// The question before unsaved changes are lost: "Keep editing" has the focus
// (Enter or Escape keeps them), "Discard changes" is the destructive answer.
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../modals/ConfirmDialog";

interface DiscardChangesDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

export function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t("shell.unsaved.title")}
      description={t("shell.unsaved.description")}
      cancelLabel={t("shell.unsaved.keep")}
      confirmLabel={t("shell.unsaved.discard")}
      danger
      busy={false}
      onCancel={onKeep}
      onConfirm={onDiscard}
    />
  );
}
