// Focus mode: a full-screen overlay for editing one thing without the rest of
// the dashboard around it. The header holds a close control, the title, and
// Cancel / Save; Save shows that it is saving and never submits twice. A
// failed save is said above the content: a toast would cover Save. With
// unsaved changes in its forms, closing (not saving) asks first.
import { Box, CloseButton, Dialog, HStack, Portal, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../controls/Button";
import { errorMessage } from "../form/error-message";
import { FormAlert } from "../form/FormAlert";
import { useCloseGuard } from "../unsaved/close-guard";

export interface FocusModalProps {
  open: boolean;
  /** Called by the close control, Cancel and Escape (asked first with unsaved changes). */
  onClose: () => void;
  title?: ReactNode;
  /** Called by Save; a returned promise keeps Save loading until it settles. */
  onSave?: () => void | Promise<unknown>;
  /** Save submits this form (by id) instead of calling onSave. */
  formId?: string;
  /** Save is loading (e.g. while the mutation is pending). */
  saving?: boolean;
  saveDisabled?: boolean;
  /** Default: "Cancel" and "Save changes", translated. */
  cancelLabel?: string;
  saveLabel?: string;
  /** False while Escape belongs to the content (e.g. cancels a cell edit). Default: true. */
  closeOnEscape?: boolean;
  /** The last save's failure (its mutation made with inlineErrors), shown until the next try. */
  error?: unknown;
  children: ReactNode;
}

export function FocusModal({ open, onClose, title, onSave, formId, saving = false, saveDisabled, cancelLabel, saveLabel, closeOnEscape = true, error, children }: FocusModalProps) {
  const { t } = useTranslation();
  const guard = useCloseGuard(onClose);
  return (
    <>
      <Dialog.Root open={open} onOpenChange={(d) => !d.open && guard.requestClose()} size="full" motionPreset="slide-in-bottom" closeOnEscape={closeOnEscape} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header borderBottomWidth="1px" py="3" alignItems="center" gap="3">
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton size="sm" variant="outline" aria-label={t("modals.close")} />
                </Dialog.CloseTrigger>
                <Dialog.Title flex="1" minW="0" truncate>
                  {title}
                </Dialog.Title>
                <HStack gap="2">
                  <Button variant="secondary" size="small" onClick={guard.requestClose}>
                    {cancelLabel ?? t("common.cancel")}
                  </Button>
                  <Button
                    variant="primary"
                    size="small"
                    loading={saving}
                    disabled={saveDisabled}
                    onClick={onSave}
                    {...(formId ? { type: "submit", form: formId } : {})}
                  >
                    {saveLabel ?? t("modals.saveChanges")}
                  </Button>
                </HStack>
              </Dialog.Header>
              <Dialog.Body overflowY="auto">
                <Stack maxW="720px" mx="auto" py="6" gap="4">
                  {error != null && <FormAlert>{errorMessage(t, error)}</FormAlert>}
                  <Box>{guard.provide(children)}</Box>
                </Stack>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {guard.question}
    </>
  );
}
