// Picks products to add to a collection, a category…: a server-side searched,
// paginated list whose ticks are kept across pages and searches. Products
// already there (`exclude`) are shown ticked and cannot be picked again.
// "Add N products" runs `onConfirm` once; the modal closes when it succeeds
// and keeps the selection when it fails (the caller reports the error).
import { Badge, Box, Dialog, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PricedProduct } from "@generated/admin/types.gen";
import { Button } from "../controls/Button";
import { Pagination } from "../data-table/Pagination";
import { SearchInput } from "../data-table/SearchInput";
import { TableCheckbox } from "../data-table/TableCheckbox";
import { EmptyState, ErrorState } from "../data-table/TableStates";
import { ModalFrame } from "../modals/ModalFrame";
import { ModalHeader } from "../modals/ModalHeader";
import { ProductStatusBadge } from "../product/ProductStatusBadge";
import { ProductThumbnail } from "../product/ProductThumbnail";
import { usePickerProducts } from "./use-picker-products";

export interface ProductPickerModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Products already there: shown as added, not selectable. */
  exclude?: readonly string[];
  /** Adds the picked products; the modal closes once it resolves. */
  onConfirm: (ids: string[]) => Promise<unknown>;
}

const NONE: readonly string[] = [];

export function ProductPickerModal({ open, onClose, title, exclude = NONE, onConfirm }: ProductPickerModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <ModalFrame open={open} onClose={onClose} size="large" dismissible={!busy}>
      {/* Unmounted when closed: each opening starts with no search and no selection. */}
      <PickerBody title={title} exclude={exclude} onConfirm={onConfirm} onClose={onClose} busy={busy} setBusy={setBusy} />
    </ModalFrame>
  );
}

interface PickerBodyProps extends Pick<ProductPickerModalProps, "title" | "onConfirm" | "onClose"> {
  exclude: readonly string[];
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function PickerBody({ title, exclude, onConfirm, onClose, busy, setBusy }: PickerBodyProps) {
  const { t } = useTranslation();
  const list = usePickerProducts();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const added = new Set(exclude);
  const rows = list.query.data?.products;
  const pickable = (rows ?? []).map((p) => p.id!).filter((id) => !added.has(id));
  const pickedHere = pickable.filter((id) => picked.has(id)).length;

  const toggle = (ids: string[], on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm([...picked]);
      onClose();
    } catch {
      // Reported by the caller's mutation; the picks stay for another try.
    } finally {
      setBusy(false);
    }
  };

  const checkedOf = (p: PricedProduct) => added.has(p.id!) || picked.has(p.id!);

  return (
    <>
      <ModalHeader title={title} />
      <Dialog.Body>
        <Stack gap="3">
          <SearchInput value={list.q} onSearch={list.setSearch} label={t("productPicker.search")} />
          {list.query.error ? (
            <ErrorState error={list.query.error} onRetry={() => void list.query.refetch()} />
          ) : (
            <Box borderWidth="1px" rounded="md" opacity={list.query.isPlaceholderData ? 0.6 : 1} aria-busy={list.query.isFetching || undefined}>
              <Table.Root size="sm" aria-label={title}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader width="1">
                      <TableCheckbox
                        hideLabel
                        label={t("table.selectAll")}
                        disabled={pickable.length === 0}
                        checked={pickable.length > 0 && pickedHere === pickable.length ? true : pickedHere > 0 ? "indeterminate" : false}
                        onChange={(on) => toggle(pickable, on)}
                      />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>{t("productPicker.columns.product")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("productPicker.columns.status")}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows?.map((p) => (
                    <Table.Row key={p.id} data-selected={picked.has(p.id!) || undefined}>
                      <Table.Cell>
                        <TableCheckbox
                          hideLabel
                          label={t("table.selectRow", { name: p.title })}
                          checked={checkedOf(p)}
                          disabled={added.has(p.id!)}
                          onChange={(on) => toggle([p.id!], on)}
                        />
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="3">
                          <ProductThumbnail src={p.thumbnail} />
                          <Text>{p.title}</Text>
                          {added.has(p.id!) && (
                            <Badge size="sm" colorPalette="green">
                              {t("productPicker.alreadyAdded")}
                            </Badge>
                          )}
                        </HStack>
                      </Table.Cell>
                      <Table.Cell>
                        <ProductStatusBadge status={p.status} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              {list.query.isPending && (
                <Stack p="3" aria-hidden>
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} h="4" />
                  ))}
                </Stack>
              )}
              {rows?.length === 0 && <EmptyState filtered={list.q !== ""} emptyText={t("productPicker.empty")} onClearFilters={() => list.setSearch("")} />}
            </Box>
          )}
          <Pagination offset={list.offset} limit={list.limit} count={list.query.data?.count ?? 0} onPage={list.setPage} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Text me="auto" fontSize="sm" aria-live="polite" data-testid="picked-count">
          {t("table.selected", { count: picked.size })}
        </Text>
        <Button variant="secondary" size="small" disabled={busy} onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button size="small" disabled={picked.size === 0} loading={busy} onClick={confirm}>
          {t("productPicker.add", { count: picked.size })}
        </Button>
      </Dialog.Footer>
    </>
  );
}
