// Deleting the record a detail page shows: asked first, sent once, then a
// toast and back to its list. Busy until the page is left: the record is gone.
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { ConfirmDialog } from "@app/components/modals/ConfirmDialog";
import { toaster } from "@app/components/toaster";

interface DeleteRecordDialogProps<TData, TError, TVariables> {
  open: boolean;
  onCancel: () => void;
  /** The generated DELETE mutation, and what it is sent. */
  mutation: UseMutationOptions<TData, TError, TVariables>;
  variables: TVariables;
  title: string;
  description: string;
  confirmLabel: string;
  /** The toast once deleted. */
  deleted: string;
  /** Where the page goes once deleted: its list. */
  listPath: string;
}

export function DeleteRecordDialog<TData, TError, TVariables>(props: DeleteRecordDialogProps<TData, TError, TVariables>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useMutation({
    ...props.mutation,
    onSuccess: () => {
      toaster.create({ type: "success", title: t("toast.success"), description: props.deleted });
      navigate(props.listPath);
    },
  });
  return (
    <ConfirmDialog
      open={props.open}
      title={props.title}
      description={props.description}
      confirmLabel={props.confirmLabel}
      danger
      busy={remove.isPending || remove.isSuccess}
      // the promise keeps the button locked from the first click (mutate marks it pending only later)
      onConfirm={() => remove.mutateAsync(props.variables).catch(() => undefined)}
      onCancel={props.onCancel}
    />
  );
}
