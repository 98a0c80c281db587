// The dialog a small form sits in: title, the failure of the last
// try above the fields (the form keeps what was typed), Cancel and the
// action. The action is the form's submit button, so Enter in a field goes
// through its click guard too; its handler returns the request's promise,
// which keeps it busy until the answer: one request however fast it is
// clicked. While that runs the dialog cannot be dismissed.
import { Dialog, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { CancelButton } from "@app/components/unsaved/close-guard";
import { ModalFrame } from "./ModalFrame";
import { ModalHeader } from "./ModalHeader";

interface FormDialogProps {
  id: string;
  title: string;
  submitLabel: string;
  /** Validates and sends; the promise settles with the answer. */
  onSubmit: () => Promise<unknown>;
  pending: boolean;
  submitDisabled?: boolean;
  /** The last try's failure (its mutation made with inlineErrors). */
  error: unknown;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({ id, title, submitLabel, onSubmit, pending, submitDisabled, error, onClose, children }: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame open onClose={onClose} dismissible={!pending}>
      <ModalHeader title={title} />
      <Dialog.Body>
        <Stack gap="5">
          {error != null && <FormAlert>{errorMessage(t, error)}</FormAlert>}
          <form id={id} noValidate onSubmit={(event) => event.preventDefault()}>
            {children}
          </form>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <CancelButton onClose={onClose} disabled={pending} />
        <Button type="submit" form={id} size="small" loading={pending} disabled={submitDisabled} onClick={onSubmit}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}
