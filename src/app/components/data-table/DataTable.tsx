// The list table every list page uses. The page declares columns, filters
// and bulk actions and passes the list's URL state (useListParams); the
// table shows the user's saved views (if asked), the toolbar (search, filters, columns), sortable headers,
// rows linking to their detail page, selection with its bulk-action bar,
// the loading, empty, no-results, error and no-access states, and pagination.
import { Box, Link, Skeleton, Stack, Table } from "@chakra-ui/react";
import { type MouseEvent, type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { markContentShown } from "@app/layout/content-shown";
import { Pagination } from "./Pagination";
import { SavedViews } from "./SavedViews";
import type { SavedView } from "./use-saved-views";
import { SelectionBar } from "./SelectionBar";
import { SortableHeader } from "./SortableHeader";
import { TableCheckbox } from "./TableCheckbox";
import { EmptyState, ErrorState, isForbidden } from "./TableStates";
import { TableToolbar } from "./TableToolbar";
import type { BulkAction, Column, FilterDef } from "./types";
import { useColumnVisibility } from "./use-column-visibility";
import type { ListParams } from "./use-list-params";
import { useRowSelection } from "./use-row-selection";

export type { BulkAction, Column, FilterDef } from "./types";

interface DataTableProps<Row> {
  /** Names the list where its choices are stored (hidden columns). */
  id: string;
  /** The table's accessible name. */
  label: string;
  columns: Column<Row>[];
  list: ListParams;
  rows: Row[] | undefined;
  count: number | undefined;
  rowKey: (row: Row) => string;
  /** The row's detail page: the first column links to it and a click on the row opens it. */
  rowHref?: (row: Row) => string;
  /** Names a row for screen readers (its selection checkbox). */
  rowLabel?: (row: Row) => string;
  isLoading: boolean;
  /** The rows shown are the previous list's while the new one loads: dimmed and marked busy. */
  isStale?: boolean;
  error: unknown;
  onRetry: () => void;
  /** Said when the list has no rows at all. */
  emptyText: string;
  searchable?: boolean;
  filters?: readonly FilterDef[];
  /** Actions on ticked rows; none: no selection column. */
  bulkActions?: BulkAction<Row>[];
  /** Offers the signed-in user's saved views of the list (named searches and filters). */
  savedViews?: boolean;
  /** Views every user has, before their own (named query strings; savedViews needed). */
  givenViews?: readonly SavedView[];
}

const NO_FILTERS: readonly FilterDef[] = [];

/** A click on a control inside a row does its own thing, not open the row. */
const onControl = (event: MouseEvent) => (event.target as Element).closest("a, button, input, label, select, textarea, [role=checkbox]") !== null;

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { list, rows, rowKey, rowHref, columns, filters = NO_FILTERS, bulkActions } = props;
  const { isVisible, setVisible } = useColumnVisibility(props.id);
  const selection = useRowSelection(list.resetKey);
  const selectable = Boolean(bulkActions?.length);
  const shown = columns.filter((c) => c.hideable === false || isVisible(c.key));
  const hasRows = rows !== undefined;
  useEffect(() => {
    if (hasRows) markContentShown();
  }, [hasRows]);
  const selectedRows = (rows ?? []).filter((r) => selection.ids.has(rowKey(r)));
  const pageIds = (rows ?? []).map(rowKey);
  const allChecked = pageIds.length > 0 && selectedRows.length === pageIds.length;
  const forbidden = isForbidden(props.error);
  const width = shown.length + (selectable ? 1 : 0);

  const cellOf = (row: Row, c: Column<Row>, first: boolean): ReactNode => {
    const content = c.cell(row);
    if (!first || !rowHref) return content;
    return (
      <Link asChild fontWeight="medium" color="inherit">
        <RouterLink to={rowHref(row)}>{content}</RouterLink>
      </Link>
    );
  };

  if (forbidden) return <ErrorState error={props.error} onRetry={props.onRetry} />;

  return (
    <Stack gap="3">
      {props.savedViews && <SavedViews listId={props.id} list={list} given={props.givenViews} />}
      <TableToolbar list={list} filters={filters} searchable={props.searchable ?? true} columns={columns} isVisible={isVisible} setVisible={setVisible} />
      {selectable && <SelectionBar rows={selectedRows} actions={bulkActions!} onClear={selection.clear} />}
      {props.error ? (
        <Box borderWidth="1px" rounded="md">
          <ErrorState error={props.error} onRetry={props.onRetry} />
        </Box>
      ) : (
        <>
          <Box overflowX="auto" borderWidth="1px" rounded="md" opacity={props.isStale ? 0.6 : 1} transition="opacity 0.2s">
            <Table.Root size="sm" aria-label={props.label} aria-busy={props.isStale || undefined} interactive={Boolean(rowHref)}>
              <Table.Header>
                <Table.Row>
                  {selectable && (
                    <Table.ColumnHeader width="1">
                      <TableCheckbox
                        hideLabel
                        label={t("table.selectAll")}
                        disabled={pageIds.length === 0}
                        checked={allChecked ? true : selectedRows.length > 0 ? "indeterminate" : false}
                        onChange={(on) => selection.setAll(pageIds, on)}
                      />
                    </Table.ColumnHeader>
                  )}
                  {shown.map((c) => (
                    <SortableHeader key={c.key} column={c} sort={list.sort} onSort={list.setSort} />
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {props.isLoading &&
                  Array.from({ length: 5 }, (_, i) => (
                    <Table.Row key={i} aria-hidden>
                      {Array.from({ length: width }, (_, j) => (
                        <Table.Cell key={j}>
                          <Skeleton h="4" />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                {rows?.map((row) => {
                  const id = rowKey(row);
                  const href = rowHref?.(row);
                  return (
                    <Table.Row
                      key={id}
                      data-selected={selection.ids.has(id) || undefined}
                      cursor={href ? "pointer" : undefined}
                      onClick={href ? (e) => !onControl(e) && navigate(href) : undefined}
                    >
                      {selectable && (
                        <Table.Cell>
                          <TableCheckbox
                            hideLabel
                            label={t("table.selectRow", { name: props.rowLabel?.(row) ?? id })}
                            checked={selection.ids.has(id)}
                            onChange={(on) => selection.toggle(id, on)}
                          />
                        </Table.Cell>
                      )}
                      {shown.map((c, i) => (
                        <Table.Cell key={c.key} textAlign={c.align ?? "start"}>
                          {cellOf(row, c, i === 0)}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
            {!props.isLoading && rows?.length === 0 && <EmptyState filtered={list.isFiltered} emptyText={props.emptyText} onClearFilters={list.clearFilters} />}
          </Box>
          {/* never fewer than the rows shown (a count the answer leaves at 0, as the mock's made-up examples do) */}
          <Pagination offset={list.offset} limit={list.limit} count={Math.max(props.count ?? 0, list.offset + (rows?.length ?? 0))} onPage={list.setPage} />
        </>
      )}
    </Stack>
  );
}
