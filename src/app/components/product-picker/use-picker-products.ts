// The picker's page of products: its own search and page (kept in the modal,
// not in the URL of the page underneath), answered by the server.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { getProductsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { present } from "../data-table/filter-values";
import { PAGE_SIZES } from "../data-table/use-list-params";

/**
 * What a product row shows (thumbnail, title, status), for any list of
 * products. `expand` must name a relation: left out, the server adds every
 * default relation (variants, prices…); empty, it miscounts the list (observed
 * on Medusa 1.20: count = the page's length). The collection is the lightest.
 */
export const productRowFields = { fields: "id,title,status,thumbnail", expand: "collection" } as const;

export function usePickerProducts() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState<{ offset: number; limit: number }>({ offset: 0, limit: PAGE_SIZES[0] });
  const query = useQuery({
    ...getProductsOptions({ query: { ...page, ...present({ q }), ...productRowFields, is_giftcard: false } }),
    placeholderData: keepPreviousData,
  });
  return {
    q,
    /** A new search starts at the first page. */
    setSearch: (text: string) => {
      setQ(text.trim());
      setPage((p) => ({ ...p, offset: 0 }));
    },
    offset: page.offset,
    limit: page.limit,
    setPage: (next: { offset?: number; limit?: number }) => setPage((p) => ({ offset: next.offset ?? p.offset, limit: next.limit ?? p.limit })),
    query,
  };
}
