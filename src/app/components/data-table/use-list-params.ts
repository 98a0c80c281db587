// A list's state kept in the URL, so any view of a list can be bookmarked,
// shared and survives a reload: ?q=shirt&status=published&order=-created_at&offset=15&limit=30.
// Only what the user changed is written: a list opened from the sidebar keeps a bare URL.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { isActive, readFilters, urlKeysOf, writeFilter } from "./filter-values";
import type { FilterDef, FilterValue, FilterValues, SortState } from "./types";

export const PAGE_SIZES = [15, 30, 50, 100] as const;

export interface ListParamsOptions {
  filters?: readonly FilterDef[];
  /** The server fields the columns sort by; an `order` naming another field is ignored. */
  sortKeys?: readonly string[];
  /** The server's own order when none is asked (`-created_at` in Medusa v1): shown, never sent. */
  defaultSort?: string;
  defaultLimit?: number;
}

export interface ListParams {
  offset: number;
  limit: number;
  /** The search text ("" when none). */
  q: string;
  /** `order` for the server: the asked one, or undefined. */
  order: string | undefined;
  /** The order the rows are in (the asked one, else the default), for the headers. */
  sort: SortState | undefined;
  filters: FilterValues;
  /** How many filters have a value. */
  activeFilters: number;
  /** A search or a filter narrows the list. */
  isFiltered: boolean;
  /** Changes whenever the rows shown may change (page, size, search, order, filters). */
  resetKey: string;
  setPage: (next: { offset?: number; limit?: number }) => void;
  setSearch: (q: string) => void;
  setSort: (sort: SortState) => void;
  setFilter: (key: string, value: FilterValue) => void;
  /** Removes the search and every filter. */
  clearFilters: () => void;
  /** What is listed and how (search, filters, order, page size) as a query string, for saved views. */
  view: string;
  /** Lists what a `view` names, from its first page. */
  applyView: (view: string) => void;
}

const NO_FILTERS: readonly FilterDef[] = [];
// A shared default, not `= {}`: the React Compiler cannot keep the memos below on an object made in render.
const NO_OPTIONS: ListParamsOptions = {};

/** The server fields a page's columns sort by. */
export const sortKeysOf = (columns: readonly { sortKey?: string }[]) => columns.flatMap((c) => (c.sortKey ? [c.sortKey] : []));

/** The URL keys a view holds: everything the list owns but the page it is on. */
const viewKeysOf = (defs: readonly FilterDef[]) => ["q", "order", "limit", ...defs.flatMap(urlKeysOf)];

const parseSort = (order: string | undefined): SortState | undefined =>
  order ? { key: order.replace(/^-/, ""), direction: order.startsWith("-") ? "desc" : "asc" } : undefined;

export function useListParams(options: ListParamsOptions = NO_OPTIONS): ListParams {
  const { filters: defs = NO_FILTERS, sortKeys, defaultSort, defaultLimit = PAGE_SIZES[0] } = options;
  const [params, setParams] = useSearchParams();

  const offset = Math.max(0, Math.floor(Number(params.get("offset"))) || 0);
  const asLimit = Math.floor(Number(params.get("limit")));
  const limit = asLimit > 0 ? asLimit : defaultLimit;
  const q = params.get("q")?.trim() ?? "";
  const asked = params.get("order") ?? undefined;
  const order = asked && sortKeys?.includes(asked.replace(/^-/, "")) ? asked : undefined;
  const search = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(search), defs), [search, defs]);
  const activeFilters = Object.values(filters).filter(isActive).length;
  const view = useMemo(() => {
    const all = new URLSearchParams(search);
    const kept = new URLSearchParams();
    for (const key of viewKeysOf(defs)) for (const v of all.getAll(key)) kept.append(key, v);
    return kept.toString();
  }, [search, defs]);

  /** Applies a change to the current params; a change of what is listed starts again at the first page. */
  const update = useCallback(
    (change: (next: URLSearchParams) => void, { firstPage = true, replace = false } = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          if (firstPage) next.delete("offset");
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (next: { offset?: number; limit?: number }) =>
      update(
        (p) => {
          p.set("offset", String(next.offset ?? offset));
          p.set("limit", String(next.limit ?? limit));
        },
        { firstPage: false },
      ),
    [update, offset, limit],
  );
  // Typing replaces the history entry: Back leaves the list rather than undoing letters.
  const setSearch = useCallback(
    (text: string) => update((p) => (text.trim() ? p.set("q", text.trim()) : p.delete("q")), { replace: true }),
    [update],
  );
  const setSort = useCallback(
    (sort: SortState) => update((p) => p.set("order", `${sort.direction === "desc" ? "-" : ""}${sort.key}`)),
    [update],
  );
  const setFilter = useCallback(
    (key: string, value: FilterValue) => {
      const def = defs.find((d) => d.key === key);
      if (def) update((p) => writeFilter(p, def, value));
    },
    [update, defs],
  );
  const clearFilters = useCallback(
    () =>
      update((p) => {
        p.delete("q");
        for (const def of defs) for (const key of urlKeysOf(def)) p.delete(key);
      }),
    [update, defs],
  );
  const applyView = useCallback(
    (next: string) =>
      update((p) => {
        for (const key of viewKeysOf(defs)) p.delete(key);
        for (const [key, v] of new URLSearchParams(next)) p.append(key, v);
      }),
    [update, defs],
  );

  return {
    offset,
    limit,
    q,
    order,
    sort: parseSort(order ?? defaultSort),
    filters,
    activeFilters,
    isFiltered: q !== "" || activeFilters > 0,
    resetKey: JSON.stringify([offset, limit, q, order, filters]),
    setPage,
    setSearch,
    setSort,
    setFilter,
    clearFilters,
    view,
    applyView,
  };
}
