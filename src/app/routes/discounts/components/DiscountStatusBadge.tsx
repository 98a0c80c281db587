// A discount's status (./discount-status.ts) in a colour per status.
import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Discount } from "@generated/admin/types.gen";
import { type DiscountStatus, discountStatus } from "./discount-status";

const PALETTE: Record<DiscountStatus, string> = { active: "green", scheduled: "blue", expired: "orange", disabled: "gray" };

export function DiscountStatusBadge({ discount }: { discount: Pick<Discount, "is_disabled" | "starts_at" | "ends_at"> }) {
  const { t } = useTranslation();
  const status = discountStatus(discount);
  return <Badge colorPalette={PALETTE[status]}>{t(`discounts.status.${status}`)}</Badge>;
}
