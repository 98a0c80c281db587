// The variants a picker offers: a server-searched page of products (search
// and page kept in the modal) with their variants, then those variants priced
// as the server will price them for a region and customer (an order being
// edited, a draft order being assembled).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getProductsOptions, getVariantsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { usePickerSearch } from "@app/components/picker/use-picker-search";

// Products, not variants, are searched: GET /admin/variants has no `q` in the contract.

export interface PricingContext {
  regionId: string;
  customerId?: string | null;
}

export function useVariantChoices({ regionId, customerId }: PricingContext) {
  const { query: page, ...search } = usePickerSearch();
  const products = useQuery({
    ...getProductsOptions({ query: { ...page, is_giftcard: false, expand: "variants" } }),
    placeholderData: keepPreviousData,
  });
  const ids = (products.data?.products ?? []).flatMap((p) => (p.variants ?? []).map((v) => v.id!));
  const prices = useQuery({
    ...getVariantsOptions({ query: { id: ids, region_id: regionId, ...(customerId ? { customer_id: customerId } : {}), limit: ids.length } }),
    enabled: ids.length > 0,
  });
  const priced = new Map((prices.data?.variants ?? []).map((v) => [v.id, v]));
  return {
    ...search,
    products,
    prices,
    /** The variant as priced for the region and customer; undefined while its price is loading. */
    priced: (id: string) => priced.get(id),
  };
}

export type VariantChoices = ReturnType<typeof useVariantChoices>;
