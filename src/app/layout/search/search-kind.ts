// What a section offers the global search (declared by the section as
// `search: () => import(...)`, so none of it is in the first chunk): the
// requests answering a text — the section's own list query, generated
// options with `q` — and how a row reads as a result.
import type { FetchQueryOptions } from "@tanstack/react-query";
import { FIRST_PAGE, type ListState } from "@app/components/data-table/list-query";

/** A found record: its title, a second line (an email, a handle), and its page. */
export interface SearchHit {
  id: string;
  title: string;
  detail?: string;
  href: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a section holds kinds of every response type; each kind module keeps its own
export interface SearchKind<TData = any> {
  /** The requests for a text; their hits are merged (first seen wins), the count is the first request's. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated options' error and key types differ per endpoint
  queries: (q: string) => FetchQueryOptions<TData, any, TData, any>[];
  hits: (data: TData) => SearchHit[];
  count: (data: TData) => number;
}

/** Results shown per kind (its count says how many there are; "see all" opens the list). */
export const SEARCH_LIMIT = 5;

/** A list's URL state for a search: its first few rows matching `q`, no filter or order. */
export const searchState = (q: string): ListState => ({ ...FIRST_PAGE, limit: SEARCH_LIMIT, q });
