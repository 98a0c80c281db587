// The variants the picker offers: a server-searched page of products (search
// and page kept in the modal) with their variants, then those variants priced
// as the server will price them on this order: its region and customer.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { getProductsOptions, getVariantsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { present } from "@app/components/data-table/filter-values";
import { PAGE_SIZES } from "@app/components/data-table/use-list-params";

// Products, not variants, are searched: GET /admin/variants has no `q` in the contract.

export function useVariantChoices(order: Order) {
  const [q, setQ] = useState("");
  const [page, setPage] = useState<{ offset: number; limit: number }>({ offset: 0, limit: PAGE_SIZES[0] });
  const products = useQuery({
    ...getProductsOptions({ query: { ...page, ...present({ q }), is_giftcard: false, expand: "variants" } }),
    placeholderData: keepPreviousData,
  });
  const ids = (products.data?.products ?? []).flatMap((p) => (p.variants ?? []).map((v) => v.id!));
  const prices = useQuery({
    ...getVariantsOptions({ query: { id: ids, region_id: order.region_id, customer_id: order.customer_id, limit: ids.length } }),
    enabled: ids.length > 0,
  });
  const priced = new Map((prices.data?.variants ?? []).map((v) => [v.id, v]));
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
    products,
    prices,
    /** The variant as priced for the order; undefined while its price is loading. */
    priced: (id: string) => priced.get(id),
  };
}
