// Deleting the record a detail page shows: asked first, sent once, then a
// toast and back to its list (busy until the page is left: the record is gone).
import { useNavigate } from "react-router-dom";
import { ConfirmMutationDialog, type ConfirmMutationDialogProps } from "@app/components/modals/ConfirmMutationDialog";

type DeleteRecordDialogProps<TData, TError, TVariables> = Omit<ConfirmMutationDialogProps<TData, TError, TVariables>, "onDone" | "danger" | "done"> & {
  /** The toast once deleted. */
  deleted: string;
  /** Where the page goes once deleted: its list. */
  listPath: string;
};

export function DeleteRecordDialog<TData, TError, TVariables>({ deleted, listPath, ...props }: DeleteRecordDialogProps<TData, TError, TVariables>) {
  const navigate = useNavigate();
  return <ConfirmMutationDialog {...props} danger done={deleted} onDone={() => navigate(listPath)} />;
}
