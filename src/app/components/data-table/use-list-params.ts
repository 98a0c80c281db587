// Pagination of a list kept in the URL (?offset=&limit=), so a page of a
// list can be bookmarked, shared and survives a reload.
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

export const PAGE_SIZES = [15, 30, 50, 100] as const;

export function useListParams(defaultLimit: number = PAGE_SIZES[0]) {
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number(params.get("offset")) || 0);
  const limit = Number(params.get("limit")) || defaultLimit;
  const setPage = useCallback(
    (next: { offset?: number; limit?: number }) =>
      setParams((prev) => {
        const merged = new URLSearchParams(prev);
        merged.set("offset", String(next.offset ?? offset));
        merged.set("limit", String(next.limit ?? limit));
        return merged;
      }),
    [offset, limit, setParams],
  );
  return { offset, limit, setPage };
}
