// Medusa 1.20's free-text search (`q`) matches titles, descriptions and
// variant SKUs, but not handles. A search that looks like a handle
// ("winter-jacket") also asks for the product with exactly that handle,
// under the same filters, so the list can show it first.
import { useQuery } from "@tanstack/react-query";
import type { PricedProduct } from "@generated/admin/types.gen";
import { type ProductFilterQuery, productsQuery } from "./product-list-query";

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

export const looksLikeHandle = (text: string) => HANDLE.test(text);

export function useHandleMatch(search: string, filters: ProductFilterQuery): PricedProduct | undefined {
  const match = useQuery({
    ...productsQuery({ offset: 0, limit: 1, handle: search, ...filters }),
    enabled: looksLikeHandle(search),
  });
  return looksLikeHandle(search) ? match.data?.products[0] : undefined;
}

/** The list's page with the handle's product first (on the first page), counted once. */
export function withHandleMatch<T extends { rows?: PricedProduct[]; count?: number }>(page: T, match: PricedProduct | undefined, offset: number): T {
  if (!match || !page.rows || offset > 0 || page.rows.some((p) => p.id === match.id)) return page;
  return { ...page, rows: [match, ...page.rows], count: (page.count ?? 0) + 1 };
}
