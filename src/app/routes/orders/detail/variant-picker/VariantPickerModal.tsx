// Picks variants for an order (items added to an edit, items sent in an
// exchange or a claim), each with its price on this order (region and
// customer), its SKU and stock. "Add N items" hands the picks to the caller;
// if it throws (a refusal it shows through `error`), the modal stays open with
// the picks the caller did not take.
import { Box, Dialog, HStack, Skeleton, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Order, PricedProduct } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { Pagination } from "@app/components/data-table/Pagination";
import { SearchInput } from "@app/components/data-table/SearchInput";
import { TableCheckbox } from "@app/components/data-table/TableCheckbox";
import { EmptyState, ErrorState } from "@app/components/data-table/TableStates";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { ProductThumbnail } from "@app/components/product/ProductThumbnail";
import { useFormat } from "@app/i18n/use-format";
import { useVariantChoices } from "./use-variant-choices";

/** A picked variant, named and priced as the order would have it. */
export interface PickedVariant {
  variant_id: string;
  title: string;
  unit_price: number;
}

interface VariantPickerModalProps {
  order: Order;
  /** Takes the picks; calls `taken` for each one done, so a refusal midway leaves only the rest picked. */
  onAdd: (picks: PickedVariant[], taken: (variantId: string) => void) => Promise<void> | void;
  /** The caller's refusal, said above the list. */
  error?: unknown;
  busy?: boolean;
  onClose: () => void;
}

export function VariantPickerModal({ order, onAdd, error, busy = false, onClose }: VariantPickerModalProps) {
  const { t } = useTranslation();
  const choices = useVariantChoices(order);
  const [picked, setPicked] = useState<readonly PickedVariant[]>([]);
  const toggle = (pick: PickedVariant, on: boolean) => setPicked((prev) => (on ? [...prev, pick] : prev.filter((x) => x.variant_id !== pick.variant_id)));
  const taken = (variantId: string) => setPicked((prev) => prev.filter((x) => x.variant_id !== variantId));

  const add = async () => {
    try {
      await onAdd([...picked], taken);
    } catch {
      return; // said above the list; the picks left stay for another try
    }
    onClose();
  };

  const rows = choices.products.data?.products;
  return (
    <ModalFrame open onClose={onClose} size="large" dismissible={!busy}>
      <ModalHeader title={t("orders.edits.picker.title")} subtitle={t("orders.edits.picker.subtitle", { region: order.region?.name ?? order.currency_code.toUpperCase() })} />
      <Dialog.Body>
        <Stack gap="3">
          {error != null && <FormAlert>{errorMessage(t, error)}</FormAlert>}
          <SearchInput value={choices.q} onSearch={choices.setSearch} label={t("orders.edits.picker.search")} />
          {choices.products.error ? (
            <ErrorState error={choices.products.error} onRetry={() => void choices.products.refetch()} />
          ) : (
            <Box borderWidth="1px" rounded="md" opacity={choices.products.isPlaceholderData ? 0.6 : 1} aria-busy={choices.products.isFetching || undefined}>
              <Table.Root size="sm" aria-label={t("orders.edits.picker.title")}>
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
                    <ProductRows key={product.id} product={product} order={order} choices={choices} picked={picked} onToggle={toggle} />
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
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" size="small" disabled={busy} onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button size="small" disabled={picked.length === 0} onClick={add}>
          {t("orders.edits.picker.add", { count: picked.length })}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}

interface ProductRowsProps {
  product: PricedProduct;
  order: Order;
  choices: ReturnType<typeof useVariantChoices>;
  picked: readonly PickedVariant[];
  onToggle: (pick: PickedVariant, on: boolean) => void;
}

/** A product's title, then one row per variant; a variant is picked once priced, and not at all without a price on this order. */
function ProductRows({ product, order, choices, picked, onToggle }: ProductRowsProps) {
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
        const isPicked = picked.some((p) => p.variant_id === variant.id);
        return (
          <Table.Row key={variant.id} data-selected={isPicked || undefined}>
            <Table.Cell>
              <TableCheckbox
                hideLabel
                label={t("orders.edits.picker.select", { name })}
                checked={isPicked}
                disabled={price === null || price === undefined}
                onChange={(on) => onToggle({ variant_id: variant.id!, title: name, unit_price: price! }, on)}
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
                <PriceCell price={price} original={priced.original_price} currency={order.currency_code} />
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
