// Saving one of the discount page's edit forms: one POST /admin/discounts/{id},
// then a notice and the dialog closed. A refusal stays in the dialog
// (inlineErrors), which keeps what was typed; the page refreshes by itself
// (the cache rule).
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { postDiscountsDiscountMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { AdminPostDiscountsDiscountReq, Discount } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { toaster } from "@app/components/toaster";

export function useDiscountUpdate(discount: Discount, onClose: () => void) {
  const { t } = useTranslation();
  const update = useMutation(inlineErrors(postDiscountsDiscountMutation()));
  const save = async (body: AdminPostDiscountsDiscountReq) => {
    try {
      await update.mutateAsync({ path: { id: discount.id }, body });
    } catch {
      return; // said in the dialog
    }
    toaster.create({ type: "success", title: t("toast.success"), description: t("discounts.detail.saved", { code: body.code ?? discount.code }) });
    onClose();
  };
  return { save, pending: update.isPending, error: update.error };
}
