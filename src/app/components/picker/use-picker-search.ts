// A picker's search and page of a server list, kept in its modal (not in the
// URL of the page underneath): a new search starts at the first page.
import { useState } from "react";
import { present } from "../data-table/filter-values";
import { PAGE_SIZES } from "../data-table/use-list-params";

export function usePickerSearch() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState<{ offset: number; limit: number }>({ offset: 0, limit: PAGE_SIZES[0] });
  return {
    q,
    /** The list query's page and search (no `q` when the search is empty). */
    query: { ...page, ...present({ q }) },
    /** A new search starts at the first page. */
    setSearch: (text: string) => {
      setQ(text.trim());
      setPage((p) => ({ ...p, offset: 0 }));
    },
    offset: page.offset,
    limit: page.limit,
    setPage: (next: { offset?: number; limit?: number }) => setPage((p) => ({ offset: next.offset ?? p.offset, limit: next.limit ?? p.limit })),
  };
}
