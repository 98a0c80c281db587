// The searchable, paged table of variants to pick from, each with its price
// for the region and customer, its SKU and stock. A variant without a price
// there cannot be picked. Shared by the order edit's picker and the draft
// order's items step.
import { Box, HStack, Skeleton, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PricedProduct } from "@generated/admin/types.gen";
import { Pagination } from "@app/components/data-table/Pagination";
import { SearchInput } from "@app/components/data-table/SearchInput";
import { TableCheckbox } from "@app/components/data-table/TableCheckbox";
import { EmptyState, ErrorState } from "@app/components/data-table/TableStates";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { ProductThumbnail } from "@app/components/product/ProductThumbnail";
import { useFormat } from "@app/i18n/use-format";
import type { VariantChoices } from "./use-variant-choices";

/** A variant as picked: named "Product – Variant", with its price there once priced. */
export interface VariantPick {
  variant_id: string;
  title: string;
  unit_price: number | undefined;
}

interface VariantChoiceTableProps {
  choices: VariantChoices;
  /** The currency the prices are in. */
  currency: string;
  /** The table's accessible name. */
  label: string;
  picked: readonly string[];
  onToggle: (id: string, on: boolean, pick: VariantPick) => void;
  /** A variant is picked only once priced (the caller needs its price at once). */
  requirePrice?: boolean;
}

export function VariantChoiceTable({ choices, currency, label, picked, onToggle, requirePrice = false }: VariantChoiceTableProps) {
  const { t } = useTranslation();
  const rows = choices.products.data?.products;
  return (
    <Stack gap="3">
      <SearchInput value={choices.q} onSearch={choices.setSearch} label={t("orders.edits.picker.search")} />
      {choices.products.error ? (
        <ErrorState error={choices.products.error} onRetry={() => void choices.products.refetch()} />
      ) : (
        <Box borderWidth="1px" rounded="md" opacity={choices.products.isPlaceholderData ? 0.6 : 1} aria-busy={choices.products.isFetching || undefined}>
          <Table.Root size="sm" aria-label={label}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="1">
                  <VisuallyHidden>{t("orders.edits.picker.columns.pick")}</VisuallyHidden>
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t("orders.edits.picker.columns.variant")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("orders.edits.picker.columns.sku")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("orders.edits.picker.columns.stock")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("orders.edits.picker.columns.price")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows?.map((product) => (
                <ProductRows key={product.id} product={product} currency={currency} choices={choices} picked={picked} onToggle={onToggle} requirePrice={requirePrice} />
              ))}
            </Table.Body>
          </Table.Root>
          {choices.products.isPending && (
            <Stack p="3" aria-hidden>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h="4" />
              ))}
            </Stack>
          )}
          {rows?.length === 0 && <EmptyState filtered={choices.q !== ""} emptyText={t("orders.edits.picker.empty")} onClearFilters={() => choices.setSearch("")} />}
        </Box>
      )}
      {choices.prices.error && <FormAlert>{errorMessage(t, choices.prices.error)}</FormAlert>}
      <Pagination offset={choices.offset} limit={choices.limit} count={choices.products.data?.count ?? 0} onPage={choices.setPage} />
    </Stack>
  );
}

interface ProductRowsProps {
  product: PricedProduct;
  currency: string;
  choices: VariantChoices;
  picked: readonly string[];
  onToggle: VariantChoiceTableProps["onToggle"];
  requirePrice: boolean;
}

/** A product's title, then one row per variant. */
function ProductRows({ product, currency, choices, picked, onToggle, requirePrice }: ProductRowsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <Table.Row bg="bg.subtle">
        <Table.Cell colSpan={5}>
          <HStack gap="3">
            <ProductThumbnail src={product.thumbnail} />
            <Text fontWeight="medium">{product.title}</Text>
          </HStack>
        </Table.Cell>
      </Table.Row>
      {(product.variants ?? []).map((variant) => {
        const priced = choices.priced(variant.id!);
        const price = priced?.calculated_price;
        const name = `${product.title} – ${variant.title}`;
        return (
          <Table.Row key={variant.id} data-selected={picked.includes(variant.id!) || undefined}>
            <Table.Cell>
              <TableCheckbox
                hideLabel
                label={t("orders.edits.picker.select", { name })}
                checked={picked.includes(variant.id!)}
                disabled={(requirePrice || priced !== undefined) && (price === null || price === undefined)}
                onChange={(on) => onToggle(variant.id!, on, { variant_id: variant.id!, title: name, unit_price: price ?? undefined })}
              />
            </Table.Cell>
            <Table.Cell>{variant.title}</Table.Cell>
            <Table.Cell>{variant.sku ?? "—"}</Table.Cell>
            <Table.Cell textAlign="end">{variant.manage_inventory ? format.number(variant.inventory_quantity) : "—"}</Table.Cell>
            <Table.Cell textAlign="end">
              {priced === undefined ? (
                choices.prices.isFetching ? <Skeleton h="4" w="16" ms="auto" /> : "—"
              ) : price === null || price === undefined ? (
                <Text color="fg.muted">{t("orders.edits.picker.noPrice")}</Text>
              ) : (
                <PriceCell price={price} original={priced.original_price} currency={currency} />
              )}
            </Table.Cell>
          </Table.Row>
        );
      })}
    </>
  );
}

function PriceCell({ price, original, currency }: { price: number; original?: number | null; currency: string }) {
  const format = useFormat();
  return (
    <HStack gap="2" justify="end">
      {original != null && original > price && (
        <Text as="s" color="fg.muted">
          {format.money(original, currency)}
        </Text>
      )}
      <Text>{format.money(price, currency)}</Text>
    </HStack>
  );
}
