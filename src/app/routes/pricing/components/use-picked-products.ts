// The products picked for a price list, with their variants (and prices).
import { useQuery } from "@tanstack/react-query";
import { getProductsOptions } from "@generated/admin/@tanstack/react-query.gen";

export function usePickedProducts(ids: readonly string[]) {
  return useQuery({ ...getProductsOptions({ query: { id: [...ids], limit: Math.max(ids.length, 1), expand: "variants,variants.prices" } }), enabled: ids.length > 0 });
}
