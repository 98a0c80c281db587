// The grid of prices: a row per variant, a column per store currency and
// region. Keys as in a spreadsheet: arrows and Tab move, typing or Enter/F2
// edits, Enter/Tab keep the edit and move on, Escape drops it, Delete clears;
// a pasted block of cells fills the grid from the active cell.
import { Box, chakra, Table } from "@chakra-ui/react";
import { useEffect, useRef, type ClipboardEvent, type Dispatch, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PricedVariant } from "@generated/admin/types.gen";
import { cellKey, type GridAction, gridCell, type GridState, isMultiCell, parseClipboard } from "./price-grid-model";
import type { PriceColumn, PriceFinder } from "./price-columns";

export interface PriceGridProps {
  variants: readonly PricedVariant[];
  columns: readonly PriceColumn[];
  state: GridState;
  dispatch: Dispatch<GridAction>;
  /** The price a cell shows (default: the variant's own). */
  find?: PriceFinder;
  /** A row's name (default: the variant's title; a price list's grid adds the product's). */
  rowLabel?: (variant: PricedVariant) => string;
}

const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

const variantTitle = (variant: PricedVariant) => variant.title;

export function PriceGrid({ variants, columns, state, dispatch, find, rowLabel = variantTitle }: PriceGridProps) {
  const { t } = useTranslation();
  const activeCell = useRef<HTMLTableCellElement>(null);
  // Focus follows the active cell after a key moved it or an edit ended, not on a click elsewhere.
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current && state.draft === null) activeCell.current?.focus();
    refocus.current = false;
  }, [state.row, state.col, state.draft]);

  const keyAt = (row: number, col: number) => cellKey(variants[row]!.id, columns[col]!);
  const activeKey = keyAt(state.row, state.col);
  /** Moves by (dRow, dCol) if that cell exists; false at the edge. */
  const move = (dRow: number, dCol: number) => {
    const row = state.row + dRow;
    const col = state.col + dCol;
    if (row < 0 || row >= variants.length || col < 0 || col >= columns.length) return false;
    refocus.current = true;
    dispatch({ type: "activate", row, col });
    return true;
  };

  const onCellKeyDown = (event: KeyboardEvent, text: string) => {
    const { key } = event;
    const step = MOVES[key] ?? (key === "Tab" ? [0, event.shiftKey ? -1 : 1] : undefined);
    if (step) {
      if (move(...step) || key !== "Tab") event.preventDefault();
    } else if (key === "Enter" || key === "F2") {
      event.preventDefault();
      dispatch({ type: "edit", text });
    } else if (key === "Delete" || key === "Backspace") {
      event.preventDefault();
      dispatch({ type: "set", cells: [{ key: activeKey, text: "" }] });
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing replaces the cell's text, as in a spreadsheet.
      event.preventDefault();
      dispatch({ type: "edit", text: key });
    }
  };

  const onEditorKeyDown = (event: KeyboardEvent) => {
    const { key } = event;
    if (key === "Escape") {
      event.preventDefault();
      refocus.current = true;
      dispatch({ type: "cancel" });
    } else if (key === "Enter" || key === "Tab") {
      event.preventDefault();
      refocus.current = true;
      dispatch({ type: "commit", key: activeKey });
      if (key === "Enter") move(1, 0);
      else move(0, event.shiftKey ? -1 : 1);
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    const text = event.clipboardData.getData("text/plain");
    // A single value pasted into an open editor is ordinary typing.
    if (state.draft !== null && !isMultiCell(text)) return;
    event.preventDefault();
    const cells = parseClipboard(text).flatMap((values, r) =>
      values.flatMap((value, c) => {
        const row = state.row + r;
        const col = state.col + c;
        return row < variants.length && col < columns.length ? [{ key: keyAt(row, col), text: value.trim() }] : [];
      }),
    );
    refocus.current = true;
    dispatch({ type: "set", cells });
  };

  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root role="grid" aria-label={t("products.prices.gridLabel")} size="sm" onPaste={onPaste}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("products.prices.variant")}</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign="end">
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {variants.map((variant, row) => (
            <Table.Row key={variant.id}>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {rowLabel(variant)}
              </Table.Cell>
              {columns.map((column, col) => {
                const cell = gridCell(variant, column, state.edits, find);
                const active = row === state.row && col === state.col;
                const editing = active && state.draft !== null;
                const label = t("products.prices.cellLabel", { variant: rowLabel(variant), column: column.label });
                return (
                  <Table.Cell
                    key={column.key}
                    ref={active ? activeCell : undefined}
                    role="gridcell"
                    // The amount shown is part of the name, so that what is read out matches what is seen.
                    aria-label={cell.text && !editing ? `${label} ${cell.text}` : label}
                    aria-selected={active}
                    aria-invalid={cell.invalid || undefined}
                    data-changed={cell.changed || undefined}
                    title={cell.invalid ? t("products.prices.invalidAmount") : undefined}
                    tabIndex={active ? 0 : -1}
                    textAlign="end"
                    fontVariantNumeric="tabular-nums"
                    minW="28"
                    cursor="cell"
                    bg={cell.invalid ? "red.subtle" : cell.changed ? "yellow.subtle" : undefined}
                    outline={active ? "2px solid" : undefined}
                    outlineColor="blue.focusRing"
                    outlineOffset="-2px"
                    onFocus={() => !active && dispatch({ type: "activate", row, col })}
                    onDoubleClick={() => dispatch({ type: "edit", text: cell.text })}
                    onKeyDown={editing ? undefined : (e) => onCellKeyDown(e, cell.text)}
                  >
                    {editing ? (
                      <chakra.input
                        aria-label={label}
                        autoFocus
                        // The caret goes after the text, typed or kept, as in a spreadsheet.
                        onFocus={(e) => e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)}
                        value={state.draft!}
                        onChange={(e) => dispatch({ type: "edit", text: e.target.value })}
                        onKeyDown={onEditorKeyDown}
                        onBlur={() => dispatch({ type: "commit", key: cell.key })}
                        width="full"
                        textAlign="end"
                        bg="transparent"
                        outline="none"
                      />
                    ) : (
                      cell.text
                    )}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
