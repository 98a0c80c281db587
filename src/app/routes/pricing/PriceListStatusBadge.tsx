import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PriceList } from "@generated/admin/types.gen";
import { priceListStatus, STATUS_COLORS } from "./price-list-status";

export function PriceListStatusBadge({ list }: { list: Pick<PriceList, "status" | "starts_at" | "ends_at"> }) {
  const { t } = useTranslation();
  const status = priceListStatus(list);
  return <Badge colorPalette={STATUS_COLORS[status]}>{t(`pricing.status.${status}`)}</Badge>;
}
