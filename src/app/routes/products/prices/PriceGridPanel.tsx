// The price grid with what surrounds it wherever it is edited (a product's
// prices, a price list's, a new price list's last step): the columns loading
// or failing, no variants or columns, the keys' help and the invalid cells.
import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@app/components/data-table/TableStates";
import { FormAlert } from "@app/components/form/FormAlert";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { invalidCellCount } from "./price-grid-model";
import { PriceGrid, type PriceGridProps } from "./PriceGrid";
import type { usePriceColumns } from "./use-price-columns";

interface PriceGridPanelProps extends Omit<PriceGridProps, "columns"> {
  prices: ReturnType<typeof usePriceColumns>;
  /** Said when there are no variants to price. */
  emptyText: string;
}

export function PriceGridPanel({ prices: { columns, error, retry }, emptyText, ...grid }: PriceGridPanelProps) {
  const { t } = useTranslation();
  if (error) return <ErrorState error={error} onRetry={retry} />;
  if (!columns) return <RouteSpinner fullScreen={false} />;
  if (grid.variants.length === 0 || columns.length === 0)
    return <Text color="fg.muted">{grid.variants.length === 0 ? emptyText : t("products.prices.noColumns")}</Text>;
  const invalidCount = invalidCellCount(grid.variants, columns, grid.state.edits);
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        {t("products.prices.help")}
      </Text>
      {invalidCount > 0 && <FormAlert>{t("products.prices.invalidCells", { count: invalidCount })}</FormAlert>}
      <PriceGrid {...grid} columns={columns} />
    </Stack>
  );
}
