// The picker's page of products: its own search and page (kept in the modal,
// not in the URL of the page underneath), answered by the server.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getProductsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { PricedProduct } from "@generated/admin/types.gen";
import type { PickerList } from "../picker/PickerModal";
import { usePickerSearch } from "../picker/use-picker-search";

/**
 * What a product row shows (thumbnail, title, status), for any list of
 * products. `expand` must name a relation: left out, the server adds every
 * default relation (variants, prices…); empty, it miscounts the list (observed
 * on Medusa 1.20: count = the page's length). The collection is the lightest.
 */
export const productRowFields = { fields: "id,title,status,thumbnail", expand: "collection" } as const;

export function usePickerProducts(): PickerList<PricedProduct> {
  const { query: page, ...search } = usePickerSearch();
  const query = useQuery({
    ...getProductsOptions({ query: { ...page, ...productRowFields, is_giftcard: false } }),
    placeholderData: keepPreviousData,
  });
  return { ...search, query, rows: query.data?.products, count: query.data?.count ?? 0 };
}
