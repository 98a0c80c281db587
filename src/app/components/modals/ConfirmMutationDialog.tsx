// The question before one state-changing request (delete, cancel, capture…):
// asked, sent once however fast it is confirmed, then a toast and `onDone`.
// A refusal is toasted by the query client and the question stays open to
// try again. Once done, the button stays busy while the dialog goes away.
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toaster } from "../toaster";
import { ConfirmDialog } from "./ConfirmDialog";

export interface ConfirmMutationDialogProps<TData, TError, TVariables> {
  open: boolean;
  onCancel: () => void;
  /** The generated mutation options, and what it is sent. */
  mutation: UseMutationOptions<TData, TError, TVariables>;
  variables: TVariables;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  /** The toast once done. */
  done: string;
  /** After the toast: close the dialog, or leave the page. */
  onDone: (data: TData) => void;
}

export function ConfirmMutationDialog<TData, TError, TVariables>({ mutation, variables, done, onDone, ...dialog }: ConfirmMutationDialogProps<TData, TError, TVariables>) {
  const { t } = useTranslation();
  const action = useMutation({
    ...mutation,
    onSuccess: (data) => {
      toaster.create({ type: "success", title: t("toast.success"), description: done });
      onDone(data);
    },
  });
  // A dialog kept mounted is asked again with a fresh mutation (not busy from the last answer).
  const { reset } = action;
  useEffect(() => {
    if (dialog.open) reset();
  }, [dialog.open, reset]);
  // What was asked stays written while the dialog goes away, though the answer
  // changes the record it is about (a card disabled would retitle it "Enable").
  const { title, description, confirmLabel, danger } = dialog;
  const [asked, setAsked] = useState({ title, description, confirmLabel, danger });
  const shown = action.isSuccess ? asked : { title, description, confirmLabel, danger };
  return (
    <ConfirmDialog
      open={dialog.open}
      onCancel={dialog.onCancel}
      {...shown}
      busy={action.isPending || action.isSuccess}
      // The promise keeps the button locked from the first click (mutate marks it pending a render later).
      onConfirm={() => {
        setAsked({ title, description, confirmLabel, danger });
        return action.mutateAsync(variables).catch(() => undefined);
      }}
    />
  );
}
