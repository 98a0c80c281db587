import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ShippingProfile } from "@generated/admin/types.gen";

const palette: Record<ShippingProfile["type"], string> = { default: "blue", gift_card: "purple", custom: "gray" };

export function ProfileTypeBadge({ type }: { type: ShippingProfile["type"] }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" colorPalette={palette[type]}>
      {t(`settings.shipping.types.${type}`)}
    </Badge>
  );
}
