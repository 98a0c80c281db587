// /a/settings/return-reasons: the reasons customers and staff give for a
// return (the order page's return, exchange and claim forms list them), with
// their sub-reasons; added, edited and deleted in dialogs. The server lists
// them all at once (no paging), top-level reasons with their sub-reasons.
import { Center, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteReturnReasonMutation, getReturnReasonsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { ReturnReason } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { ErrorState } from "@app/components/data-table/TableStates";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { PageHeader } from "@app/components/PageHeader";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { CreateReturnReasonDialog, EditReturnReasonDialog } from "./ReturnReasonFormDialog";
import { type ReturnReasonAction, ReturnReasonTable } from "./ReturnReasonTable";

type Open = { kind: "create"; parent: ReturnReason | null } | { kind: "edit" | "delete"; reason: ReturnReason };

export default function ReturnReasonsPage() {
  const { t } = useTranslation();
  const query = useQuery(getReturnReasonsOptions());
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const reasons = query.data?.return_reasons;

  const onAction = (action: ReturnReasonAction, reason: ReturnReason) =>
    setOpen(action === "addChild" ? { kind: "create", parent: reason } : { kind: action, reason });
  const add = () => setOpen({ kind: "create", parent: null });
  const addButton = (variant?: "secondary") => (
    <Button size="small" variant={variant} onClick={add}>
      {t("settings.returnReasons.add")}
    </Button>
  );

  return (
    <>
      <PageHeader title={t("settings.returnReasons.title")} actions={addButton()} />
      {query.isPending ? (
        <RouteSpinner fullScreen={false} />
      ) : query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : reasons?.length === 0 ? (
        <Center py="16" data-testid="return-reasons-empty">
          <Stack align="center" gap="3" textAlign="center">
            <Text color="fg.muted">{t("settings.returnReasons.empty")}</Text>
            {addButton("secondary")}
          </Stack>
        </Center>
      ) : (
        reasons && <ReturnReasonTable reasons={reasons} onAction={onAction} />
      )}
      {/* While the list cannot be read, a top-level reason can still be added. */}
      {open?.kind === "create" && <CreateReturnReasonDialog parents={reasons ?? []} parent={open.parent} onClose={close} />}
      {open?.kind === "edit" && <EditReturnReasonDialog reason={open.reason} onClose={close} />}
      {open?.kind === "delete" && <DeleteReturnReasonDialog reason={open.reason} onClose={close} />}
    </>
  );
}

/** Deleting a top-level reason deletes its sub-reasons too (the server does): the question says so. */
function DeleteReturnReasonDialog({ reason, onClose }: { reason: ReturnReason; onClose: () => void }) {
  const { t } = useTranslation();
  const children = reason.return_reason_children?.length ?? 0;
  const { label } = reason;
  return (
    <ConfirmMutationDialog
      open
      mutation={deleteReturnReasonMutation()}
      variables={{ path: { id: reason.id } }}
      title={t("settings.returnReasons.delete.title", { label })}
      description={
        children > 0 ? t("settings.returnReasons.delete.withChildren", { label, count: children }) : t("settings.returnReasons.delete.description", { label })
      }
      confirmLabel={t("settings.returnReasons.delete.confirm")}
      danger
      done={t("settings.returnReasons.delete.done", { label })}
      onDone={onClose}
      onCancel={onClose}
    />
  );
}
