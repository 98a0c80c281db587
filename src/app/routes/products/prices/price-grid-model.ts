// What the price grid holds while prices are edited: the active cell, the
// text of the cell being edited, and the text typed into each cell so far.
// Whether a cell changed is decided from its amount, not its text ("29" and
// "29.00" are the same price).
import type { MoneyAmount, PricedVariant } from "@generated/admin/types.gen";
import { formatAmountInput, parseAmountInput } from "@app/lib/money";
import { findPrice, type PriceColumn, type PriceFinder, pricesWith, type PriceReq } from "./price-columns";

export interface GridState {
  row: number;
  col: number;
  /** The text of the active cell while it is edited. */
  draft: string | null;
  /** Typed text per cell (see cellKey); cells never typed into are absent. */
  edits: Record<string, string>;
}

export type GridAction =
  | { type: "activate"; row: number; col: number }
  | { type: "edit"; text: string }
  | { type: "cancel" }
  /** Ends editing, keeping the draft in the cell at `key`. */
  | { type: "commit"; key: string }
  | { type: "set"; cells: { key: string; text: string }[] }
  | { type: "reset" };

export const initialGrid: GridState = { row: 0, col: 0, draft: null, edits: {} };

export const cellKey = (variantId: string, column: PriceColumn) => `${variantId} ${column.key}`;

export function gridReducer(state: GridState, action: GridAction): GridState {
  switch (action.type) {
    case "activate":
      return { ...state, row: action.row, col: action.col, draft: null };
    case "edit":
      return { ...state, draft: action.text };
    case "cancel":
      return { ...state, draft: null };
    case "commit":
      return state.draft === null ? state : { ...state, draft: null, edits: { ...state.edits, [action.key]: state.draft } };
    case "set":
      return { ...state, draft: null, edits: { ...state.edits, ...Object.fromEntries(action.cells.map((c) => [c.key, c.text])) } };
    case "reset":
      return initialGrid;
  }
}

/** Rows of tab-separated cells, as spreadsheets copy them (the final line break ends the last row). */
export function parseClipboard(text: string): string[][] {
  return text.replace(/\r?\n$/, "").split(/\r?\n/).map((line) => line.split("\t"));
}

export const isMultiCell = (text: string) => /[\t\n]/.test(text.replace(/\r?\n$/, ""));

export interface GridCell {
  key: string;
  text: string;
  changed: boolean;
  invalid: boolean;
}

export function gridCell(variant: PricedVariant, column: PriceColumn, edits: GridState["edits"], find: PriceFinder = findPrice): GridCell {
  const key = cellKey(variant.id, column);
  const original = find(variant, column)?.amount ?? null;
  const typed = edits[key];
  if (typed === undefined) return { key, text: original === null ? "" : formatAmountInput(original, column.currency), changed: false, invalid: false };
  const amount = parseAmountInput(typed, column.currency);
  const invalid = Number.isNaN(amount);
  return { key, text: typed, changed: invalid || amount !== original, invalid };
}

/** A cell whose amount changed (and is valid). */
export interface CellChange {
  variant: PricedVariant;
  column: PriceColumn;
  /** The price the cell showed before, if any. */
  price?: MoneyAmount;
  /** The new amount; null: the cell was emptied. */
  amount: number | null;
}

/** The changed cells, the only ones a save sends. */
export function cellChanges(variants: readonly PricedVariant[], columns: readonly PriceColumn[], edits: GridState["edits"], find: PriceFinder = findPrice): CellChange[] {
  return variants.flatMap((variant) =>
    columns.flatMap((column) => {
      const cell = gridCell(variant, column, edits, find);
      return cell.changed && !cell.invalid ? [{ variant, column, price: find(variant, column), amount: parseAmountInput(cell.text, column.currency) }] : [];
    }),
  );
}

export const invalidCellCount = (variants: readonly PricedVariant[], columns: readonly PriceColumn[], edits: GridState["edits"]) =>
  variants.reduce((n, v) => n + columns.filter((c) => gridCell(v, c, edits).invalid).length, 0);

export interface VariantPricesUpdate {
  variantId: string;
  prices: PriceReq[];
}

/** One update per variant with a changed cell: its full price list (see pricesWith). */
export function priceUpdates(changes: readonly CellChange[], columns: readonly PriceColumn[]): VariantPricesUpdate[] {
  const byVariant = new Map<PricedVariant, CellChange[]>();
  for (const change of changes) byVariant.set(change.variant, [...(byVariant.get(change.variant) ?? []), change]);
  return [...byVariant].map(([variant, cells]) => ({
    variantId: variant.id,
    prices: pricesWith(variant.prices ?? [], columns, new Map(cells.map((c) => [c.column.key, c.amount]))),
  }));
}
