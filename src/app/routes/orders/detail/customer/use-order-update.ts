// Saving one of the customer card's forms: the order updated with what
// changed (nothing changed: the dialog just closes), then a notice and the
// dialog closed. A refusal stays in the dialog (inlineErrors), which keeps
// what was typed; the order page refreshes by itself (the cache rule).
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { postOrdersOrderMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { AdminPostOrdersOrderReq, Order } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { toaster } from "@app/components/toaster";

export function useOrderUpdate(order: Order, onClose: () => void) {
  const { t } = useTranslation();
  const update = useMutation(inlineErrors(postOrdersOrderMutation()));
  const save = async (body: AdminPostOrdersOrderReq, done: string) => {
    if (Object.keys(body).length > 0) {
      try {
        await update.mutateAsync({ path: { id: order.id }, body });
      } catch {
        return; // said in the dialog
      }
      toaster.create({ type: "success", title: t("toast.success"), description: done });
    }
    onClose();
  };
  return { save, pending: update.isPending, error: update.error };
}
