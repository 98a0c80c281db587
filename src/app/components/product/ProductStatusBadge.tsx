// A product's status as every list of products shows it: its name, in a
// colour per status.
import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PricedProduct } from "@generated/admin/types.gen";

const STATUS_PALETTE: Record<NonNullable<PricedProduct["status"]>, string> = {
  draft: "gray",
  proposed: "orange",
  published: "green",
  rejected: "red",
};

export function ProductStatusBadge({ status }: { status: PricedProduct["status"] }) {
  const { t } = useTranslation();
  return <Badge colorPalette={status ? STATUS_PALETTE[status] : undefined}>{t(`products.status.${status}`)}</Badge>;
}
