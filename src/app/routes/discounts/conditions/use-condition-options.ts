// The resources a condition can name, as choices: the store's short lists
// (../../option-queries.ts) and, for products (a long list, picked in the
// product picker), the titles of the chosen ones.
import { useQuery } from "@tanstack/react-query";
import { getProductsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { GetProductsResponse } from "@generated/admin/types.gen";
import { productRowFields } from "@app/components/product-picker/use-picker-products";
import { type OptionList, useCollectionOptions, useCustomerGroupOptions, useTagOptions, useTypeOptions } from "@app/routes/option-queries";
import type { ConditionType } from "./condition-types";

export type ListedConditionType = Exclude<ConditionType, "products">;

export function useConditionOptions(): Record<ListedConditionType, OptionList> {
  return {
    product_types: useTypeOptions(),
    product_collections: useCollectionOptions(),
    product_tags: useTagOptions(),
    customer_groups: useCustomerGroupOptions(),
  };
}

const titles = (d: GetProductsResponse) => new Map(d.products.map((p) => [p.id!, p.title]));

/** The titles of the chosen products (an id stands for itself until they come). */
export function useProductTitles(ids: string[]) {
  const query = useQuery({
    ...getProductsOptions({ query: { id: ids, limit: ids.length, ...productRowFields } }),
    select: titles,
    enabled: ids.length > 0,
  });
  return (id: string) => query.data?.get(id) ?? id;
}
