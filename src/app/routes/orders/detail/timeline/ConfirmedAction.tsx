// An event's action (delete a note, resend a notification): a small button
// that asks first, then sends its one request; done, a toast says so. A
// failure is toasted by the query client and the dialog stays open to try again.
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls";
import { ConfirmDialog } from "@app/components/modals/ConfirmDialog";
import { toaster } from "@app/components/toaster";

interface ConfirmedActionProps<TData, TError, TVariables> {
  /** The button's text. */
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** The toast once done. */
  done: string;
  danger?: boolean;
  mutation: UseMutationOptions<TData, TError, TVariables>;
  variables: TVariables;
}

export function ConfirmedAction<TData, TError, TVariables>({ label, mutation, variables, done, ...dialog }: ConfirmedActionProps<TData, TError, TVariables>) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const action = useMutation({
    ...mutation,
    onSuccess: () => {
      toaster.create({ type: "success", title: t("toast.success"), description: done });
      setAsking(false);
    },
  });
  // The promise keeps the button busy from the first click: a second one,
  // however fast, finds it locked (mutate would only mark it pending later).
  const confirm = () => action.mutateAsync(variables).catch(() => undefined);
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        onClick={() => {
          action.reset();
          setAsking(true);
        }}
      >
        {label}
      </Button>
      {/* still busy once done, while the dialog closes: nothing more to send */}
      <ConfirmDialog open={asking} busy={action.isPending || action.isSuccess} onConfirm={confirm} onCancel={() => setAsking(false)} {...dialog} />
    </>
  );
}
