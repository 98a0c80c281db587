// The product's variants: codes, stock, option values, prices in the store's
// currencies (seen without opening the grid) and row actions.
import { HStack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getStoreOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { PricedVariant, ProductOption } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { CellText } from "@app/components/data-table/CellText";
import { useFormat } from "@app/i18n/use-format";
import { findPrice, priceColumns } from "../prices/price-columns";

interface VariantsTableProps {
  variants: readonly PricedVariant[];
  options: readonly ProductOption[];
  onEdit: (variant: PricedVariant) => void;
  onCopy: (variant: PricedVariant) => void;
  onDelete: (variant: PricedVariant) => void;
}

export function VariantsTable({ variants, options, onEdit, onCopy, onDelete }: VariantsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const currencies = priceColumns(useQuery(getStoreOptions()).data?.store.currencies?.map((c) => c.code) ?? [], []);
  if (variants.length === 0) return <Text color="fg.muted">{t("products.variants.empty")}</Text>;
  const optionValues = (v: PricedVariant) =>
    options.map((o) => v.options?.find((value) => value.option_id === o.id)?.value).filter(Boolean).join(" / ") || "—";
  const actions = [
    { key: "edit", run: onEdit },
    { key: "copy", run: onCopy },
    { key: "delete", run: onDelete },
  ] as const;
  return (
    // relative: the header's visually hidden label (absolute) stays in the scrolled box instead of widening the page
    <Table.ScrollArea borderWidth="1px" rounded="md" position="relative">
      <Table.Root size="sm" aria-label={t("products.variants.title")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("products.variants.fields.title")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("products.variants.columns.sku")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("products.variants.columns.ean")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("products.variants.columns.inventory")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("products.options.title")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("products.variants.columns.prices")}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>{t("products.variants.columns.actions")}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {variants.map((variant) => (
            <Table.Row key={variant.id}>
              <Table.Cell fontWeight="medium">
                <CellText>{variant.title}</CellText>
              </Table.Cell>
              <Table.Cell>
                <CellText>{variant.sku || "—"}</CellText>
              </Table.Cell>
              <Table.Cell>
                <CellText>{variant.ean || "—"}</CellText>
              </Table.Cell>
              <Table.Cell textAlign="end">{format.number(variant.inventory_quantity)}</Table.Cell>
              <Table.Cell>
                <CellText>{optionValues(variant)}</CellText>
              </Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">
                <CellText>
                  {currencies
                    .flatMap((c) => {
                      const price = findPrice(variant, c);
                      return price ? [format.money(price.amount, price.currency_code)] : [];
                    })
                    .join(" · ") || "—"}
                </CellText>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" justify="flex-end">
                  {actions.map(({ key, run }) => (
                    <Button
                      key={key}
                      variant="ghost"
                      size="small"
                      aria-label={t(`products.variants.actions.${key}Named`, { title: variant.title })}
                      onClick={() => run(variant)}
                    >
                      {t(`products.variants.actions.${key}`)}
                    </Button>
                  ))}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
