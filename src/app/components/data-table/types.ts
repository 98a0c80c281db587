// What a list page declares for its table: columns, filters and bulk
// actions. Plain data; the table's modules render them.
import type { ReactNode } from "react";

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: "start" | "end";
  /** The server field the column sorts by (`order=<sortKey>`); absent: not sortable. */
  sortKey?: string;
  /** Direction of the first click on the header; "asc" unless said (dates read best newest first). */
  firstSort?: "asc" | "desc";
  /** false: always shown, not offered in the columns menu (the column that holds the row link). */
  hideable?: boolean;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A choice of several values, kept in the URL as `key=a&key=b`. */
export interface MultiFilterDef {
  kind: "multi";
  key: string;
  label: string;
  options: FilterOption[];
  /** The options are still loading (from the server): the URL's values are taken as they are until they come. */
  loading?: boolean;
}

/** A range of days (yyyy-mm-dd, both ends included), kept as `key_from=…&key_to=…`. */
export interface DateRangeFilterDef {
  kind: "dateRange";
  key: string;
  label: string;
}

export type FilterDef = MultiFilterDef | DateRangeFilterDef;

export interface DateRange {
  from?: string;
  to?: string;
}

export type FilterValue = string[] | DateRange;
export type FilterValues = Record<string, FilterValue>;

export interface SortState {
  key: string;
  direction: "asc" | "desc";
}

/** A value to choose before a bulk action runs (e.g. the collection to add the rows to). */
export interface BulkActionChoice {
  title: string;
  label: string;
  options: FilterOption[];
  loading?: boolean;
  confirmLabel: string;
}

/** An action on the selected rows of a page, shown in the selection bar. */
export interface BulkAction<Row> {
  key: string;
  label: string;
  /** Red, for actions that destroy. */
  danger?: boolean;
  /** Asked before running; the run starts only on confirmation. */
  confirm?: (rows: Row[]) => { title: string; description: string; confirmLabel: string };
  /** Asked before running instead of `confirm`: the run gets the chosen value. */
  choose?: (rows: Row[]) => BulkActionChoice;
  /** Does the work and reports it (toasts); the selection is cleared once it settles. */
  run: (rows: Row[], choice?: string) => Promise<unknown>;
}
