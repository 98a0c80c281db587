import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { DraftOrder } from "@generated/admin/types.gen";

const PALETTE = { open: "orange", completed: "green" } as const;

export function DraftStatusBadge({ draft }: { draft: Pick<DraftOrder, "status"> }) {
  const { t } = useTranslation();
  return <Badge colorPalette={PALETTE[draft.status]}>{t(`draftOrders.status.${draft.status}`)}</Badge>;
}
