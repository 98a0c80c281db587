// The variants the picker offers: a server-searched page of products (search
// and page kept in the modal) with their variants, then those variants priced
// as the server will price them on this order: its region and customer.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getProductsOptions, getVariantsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Order } from "@generated/admin/types.gen";
import { usePickerSearch } from "@app/components/picker/use-picker-search";

// Products, not variants, are searched: GET /admin/variants has no `q` in the contract.

export function useVariantChoices(order: Order) {
  const { query: page, ...search } = usePickerSearch();
  const products = useQuery({
    ...getProductsOptions({ query: { ...page, is_giftcard: false, expand: "variants" } }),
    placeholderData: keepPreviousData,
  });
  const ids = (products.data?.products ?? []).flatMap((p) => (p.variants ?? []).map((v) => v.id!));
  const prices = useQuery({
    ...getVariantsOptions({ query: { id: ids, region_id: order.region_id, customer_id: order.customer_id, limit: ids.length } }),
    enabled: ids.length > 0,
  });
  const priced = new Map((prices.data?.variants ?? []).map((v) => [v.id, v]));
  return {
    ...search,
    products,
    prices,
    /** The variant as priced for the order; undefined while its price is loading. */
    priced: (id: string) => priced.get(id),
  };
}
