// A form dialog's one save: the generated mutation with its error kept for the
// dialog (FormDialog says it above the form, which keeps what was typed), and
// on success a toast saying what was done, then the dialog closes.
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { inlineErrors } from "@app/api/query-client";
import { toaster } from "@app/components/toaster";

export function useDialogSave<TData, TError, TVariables>(options: UseMutationOptions<TData, TError, TVariables>, onClose: () => void) {
  const { t } = useTranslation();
  const mutation = useMutation(inlineErrors(options));
  /** Sends `variables` once; `done` names the success from the server's answer. */
  const save = async (variables: TVariables, done: (data: TData) => string) => {
    let data: TData;
    try {
      data = await mutation.mutateAsync(variables);
    } catch {
      return; // said in the dialog
    }
    toaster.create({ type: "success", title: t("toast.success"), description: done(data) });
    onClose();
  };
  return { mutation, save };
}
