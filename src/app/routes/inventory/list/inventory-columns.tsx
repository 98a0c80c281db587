// The inventory list's columns: the item's SKU (its link), the variant it
// stocks (with its product), and its quantities summed over its locations.
import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { DecoratedInventoryItemDto } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import type { Column } from "@app/components/data-table/types";
import { useFormat } from "@app/i18n/use-format";
import { itemTotals } from "../quantities";
import { stockedVariant } from "../variant";

export function useInventoryColumns(): Column<DecoratedInventoryItemDto>[] {
  const { t } = useTranslation();
  const { number } = useFormat();
  const quantity = (key: "locations" | "stocked" | "reserved" | "available" | "incoming"): Column<DecoratedInventoryItemDto> => ({
    key,
    header: t(`inventory.columns.${key}`),
    align: "end",
    cell: (item) => number(itemTotals(item)[key]),
  });
  return [
    { key: "sku", header: t("inventory.columns.sku"), cell: (item) => <CellText>{item.sku || item.title || t("inventory.noSku")}</CellText>, sortKey: "sku", hideable: false },
    {
      key: "variant",
      header: t("inventory.columns.variant"),
      cell: (item) => {
        const variant = stockedVariant(item);
        if (!variant) return <Text color="fg.muted">{t("inventory.noVariant")}</Text>;
        return (
          <Stack gap="0">
            <CellText>{variant.title}</CellText>
            {variant.product && (
              <Text as="span" textStyle="xs" color="fg.muted" lineClamp={2} overflowWrap="anywhere">
                {variant.product.title}
              </Text>
            )}
          </Stack>
        );
      },
    },
    quantity("locations"),
    quantity("stocked"),
    quantity("reserved"),
    quantity("available"),
    quantity("incoming"),
  ];
}
