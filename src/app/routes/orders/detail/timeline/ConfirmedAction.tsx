// An event's action (delete a note, resend a notification): a small button
// that asks first, then sends its one request; done, a toast says so.
import { useState } from "react";
import { Button } from "@app/components/controls";
import { ConfirmMutationDialog, type ConfirmMutationDialogProps } from "@app/components/modals/ConfirmMutationDialog";

type ConfirmedActionProps<TData, TError, TVariables> = Omit<ConfirmMutationDialogProps<TData, TError, TVariables>, "open" | "onCancel" | "onDone"> & {
  /** The button's text. */
  label: string;
};

export function ConfirmedAction<TData, TError, TVariables>({ label, ...dialog }: ConfirmedActionProps<TData, TError, TVariables>) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="ghost" size="small" onClick={() => setAsking(true)}>
        {label}
      </Button>
      {/* mounted only while asked: a new question starts with a fresh mutation */}
      {asking && <ConfirmMutationDialog open {...dialog} onDone={() => setAsking(false)} onCancel={() => setAsking(false)} />}
    </>
  );
}
