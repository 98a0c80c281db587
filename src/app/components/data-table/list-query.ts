// The list recipe's query: a list page's server query as a function of the
// list's URL state (page, search, order, filters), returning the generated
// TanStack Query options. The page and the sidebar's prefetch call the same
// function, so an unfiltered first page is one cache entry for both.
import { type FetchQueryOptions, keepPreviousData, type QueryKey, useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { type ListParams, type ListParamsOptions, PAGE_SIZES, useListParams } from "./use-list-params";

/** What a list query reads of the list's URL state. */
export type ListState = Pick<ListParams, "offset" | "limit" | "q" | "order" | "filters">;

/** A list as first opened from the sidebar: first page, no search, order or filter. */
export const FIRST_PAGE: ListState = { offset: 0, limit: PAGE_SIZES[0], q: "", order: undefined, filters: {} };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a section holds list queries of every response type; each page keeps its own type through useListQuery
export type ListQuery = (state: ListState) => FetchQueryOptions<any, any, any, any>;

/** The list's URL state and the query answering it; the previous page stays shown while the next loads. */
export function useListQuery<TData, TError, TKey extends QueryKey>(
  listQuery: (state: ListState) => UseQueryOptions<TData, TError, TData, TKey>,
  options: ListParamsOptions = {},
) {
  const list = useListParams(options);
  const query = useQuery({ ...listQuery(list), placeholderData: keepPreviousData });
  return { list, query };
}
