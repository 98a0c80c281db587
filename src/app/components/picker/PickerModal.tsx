// Picks records to add somewhere (products to a collection, customers to a
// group…): a server-side searched, paginated list whose ticks are kept across
// pages and searches. Records already there (`exclude`) are shown ticked and
// cannot be picked again. "Add N …" runs `onConfirm` once; the modal closes
// when it succeeds and keeps the selection when it fails (the caller reports
// the error). What is listed and how a row reads is the caller's: `useList`
// (its search and page kept in the modal) and `columns`.
import { Badge, Box, Dialog, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../controls/Button";
import { Pagination } from "../data-table/Pagination";
import { SearchInput } from "../data-table/SearchInput";
import { TableCheckbox } from "../data-table/TableCheckbox";
import { EmptyState, ErrorState } from "../data-table/TableStates";
import { ModalFrame } from "../modals/ModalFrame";
import { ModalHeader } from "../modals/ModalHeader";
import type { usePickerSearch } from "./use-picker-search";

/** A picker's page of records: its search and page, the rows and their count. */
export type PickerList<Row> = Omit<ReturnType<typeof usePickerSearch>, "query"> & {
  query: UseQueryResult<unknown, unknown>;
  rows: Row[] | undefined;
  count: number;
};

export interface PickerColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface PickerModalProps<Row> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Records already there: shown as added, not selectable. */
  exclude?: readonly string[];
  /** Also already there, told by the row itself (e.g. a customer's groups). */
  isAdded?: (row: Row) => boolean;
  /** Adds the picked records; the modal closes once it resolves. */
  onConfirm: (ids: string[]) => Promise<unknown>;
  /** A hook giving the list (called while the modal is open: each opening starts afresh). */
  useList: () => PickerList<Row>;
  /** The first column names the row and shows "Already added". */
  columns: [PickerColumn<Row>, ...PickerColumn<Row>[]];
  rowKey: (row: Row) => string;
  /** Names the row for its checkbox. */
  rowLabel: (row: Row) => string;
  searchLabel: string;
  emptyText: string;
  /** The add button's text for `count` picked. */
  addLabel: (count: number) => string;
}

const NONE: readonly string[] = [];

export function PickerModal<Row>({ open, onClose, exclude = NONE, ...props }: PickerModalProps<Row>) {
  const [busy, setBusy] = useState(false);
  // Busy stays on after an add, while the modal goes away; a new opening starts idle.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setBusy(false);
  }
  return (
    <ModalFrame open={open} onClose={onClose} size="large" dismissible={!busy}>
      {/* Unmounted when closed: each opening starts with no search and no selection. */}
      <PickerBody {...props} exclude={exclude} onClose={onClose} busy={busy} setBusy={setBusy} />
    </ModalFrame>
  );
}

interface PickerBodyProps<Row> extends Omit<PickerModalProps<Row>, "open" | "exclude"> {
  exclude: readonly string[];
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function PickerBody<Row>(props: PickerBodyProps<Row>) {
  const { title, exclude, isAdded, onConfirm, onClose, busy, setBusy, useList, columns, rowKey, rowLabel, searchLabel, emptyText, addLabel } = props;
  const { t } = useTranslation();
  const list = useList();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const rows = list.rows;
  const excluded = new Set(exclude);
  const added = new Set((rows ?? []).filter((row) => excluded.has(rowKey(row)) || isAdded?.(row)).map(rowKey));
  const pickable = (rows ?? []).map(rowKey).filter((id) => !added.has(id));
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
    } catch {
      // Reported by the caller's mutation; the picks stay for another try.
      setBusy(false);
      return;
    }
    // Still busy while the modal closes: a click on its way out adds nothing twice.
    onClose();
  };

  const [first, ...others] = columns;

  return (
    <>
      <ModalHeader title={title} />
      <Dialog.Body>
        <Stack gap="3">
          <SearchInput value={list.q} onSearch={list.setSearch} label={searchLabel} />
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
                    {columns.map((c) => (
                      <Table.ColumnHeader key={c.header}>{c.header}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows?.map((row) => {
                    const id = rowKey(row);
                    return (
                      <Table.Row key={id} data-selected={picked.has(id) || undefined}>
                        <Table.Cell>
                          <TableCheckbox
                            hideLabel
                            label={t("table.selectRow", { name: rowLabel(row) })}
                            checked={added.has(id) || picked.has(id)}
                            disabled={added.has(id)}
                            onChange={(on) => toggle([id], on)}
                          />
                        </Table.Cell>
                        <Table.Cell>
                          <HStack gap="3">
                            {first.cell(row)}
                            {added.has(id) && (
                              <Badge size="sm" colorPalette="green">
                                {t("picker.alreadyAdded")}
                              </Badge>
                            )}
                          </HStack>
                        </Table.Cell>
                        {others.map((c) => (
                          <Table.Cell key={c.header}>{c.cell(row)}</Table.Cell>
                        ))}
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
              {list.query.isPending && (
                <Stack p="3" aria-hidden>
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} h="4" />
                  ))}
                </Stack>
              )}
              {rows?.length === 0 && <EmptyState filtered={list.q !== ""} emptyText={emptyText} onClearFilters={() => list.setSearch("")} />}
            </Box>
          )}
          <Pagination offset={list.offset} limit={list.limit} count={list.count} onPage={list.setPage} />
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
          {addLabel(picked.size)}
        </Button>
      </Dialog.Footer>
    </>
  );
}
