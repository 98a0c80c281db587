// The store's short lists offered as choices by list filters, bulk actions and
// form pickers: collections, categories, tags, types, sales channels, regions
// and customer groups, each as { value: id, label } sorted by label. One query each,
// shared by all of them through the cache.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  getCollectionsOptions,
  getCustomerGroupsOptions,
  getProductCategoriesOptions,
  getProductTagsOptions,
  getProductTypesOptions,
  getRegionsOptions,
  getSalesChannelsOptions,
  getStockLocationsOptions,
} from "@generated/admin/@tanstack/react-query.gen";
import type {
  GetCollectionsResponse,
  GetCustomerGroupsResponse,
  GetProductCategoriesResponse,
  GetProductTagsResponse,
  GetProductTypesResponse,
  GetRegionsResponse,
  GetSalesChannelsResponse,
  GetStockLocationsResponse,
} from "@generated/admin/types.gen";
import type { FilterOption } from "@app/components/data-table/types";

// Stores keep these lists short; one page of this size holds them all.
const LIMIT = 1000;

export interface OptionList {
  options: FilterOption[];
  loading: boolean;
}

const sorted = (options: FilterOption[]) => options.sort((a, b) => a.label.localeCompare(b.label));

// Module-level selectors: stable, so the options keep their identity between renders.
const collections = (d: GetCollectionsResponse) => sorted(d.collections.map((c) => ({ value: c.id, label: c.title })));
const stockLocations = (d: GetStockLocationsResponse) => sorted(d.stock_locations.map((l) => ({ value: l.id, label: l.name })));
const salesChannels = (d: GetSalesChannelsResponse) => sorted(d.sales_channels.map((c) => ({ value: c.id, label: c.name })));
const tags = (d: GetProductTagsResponse) => sorted(d.product_tags.map((t) => ({ value: t.id, label: t.value })));
const regions = (d: GetRegionsResponse) => sorted(d.regions.map((r) => ({ value: r.id, label: r.name })));
const customerGroups = (d: GetCustomerGroupsResponse) => sorted(d.customer_groups.map((g) => ({ value: g.id, label: g.name })));
const types = (d: GetProductTypesResponse) => sorted(d.product_types.map((t) => ({ value: t.id, label: t.value })));

/** Nested categories read as their path ("Apparel › T-Shirts"), so same-named children stay apart. */
function categories(d: GetProductCategoriesResponse) {
  const byId = new Map(d.product_categories.map((c) => [c.id, c]));
  const path = (id: string | null | undefined, seen: Set<string>): string[] => {
    const c = id ? byId.get(id) : undefined;
    if (!c || seen.has(c.id)) return [];
    seen.add(c.id);
    return [...path(c.parent_category_id, seen), c.name];
  };
  return sorted(d.product_categories.map((c) => ({ value: c.id, label: path(c.id, new Set()).join(" › ") })));
}

const NONE: FilterOption[] = [];

/** The same object while nothing changed, so what is built from it is not rebuilt on every render. */
function useOptionList(q: { data?: FilterOption[]; isPending: boolean }, enabled = true): OptionList {
  const loading = enabled && q.isPending;
  const options = q.data ?? NONE;
  return useMemo(() => ({ options, loading }), [options, loading]);
}

export const useCollectionOptions = () => useOptionList(useQuery({ ...getCollectionsOptions({ query: { limit: LIMIT } }), select: collections }));
export const useSalesChannelOptions = () => useOptionList(useQuery({ ...getSalesChannelsOptions({ query: { limit: LIMIT } }), select: salesChannels }));
export const useRegionOptions = () => useOptionList(useQuery({ ...getRegionsOptions({ query: { limit: LIMIT } }), select: regions }));
export const useTagOptions = () => useOptionList(useQuery({ ...getProductTagsOptions({ query: { limit: LIMIT } }), select: tags }));
export const useCustomerGroupOptions = () => useOptionList(useQuery({ ...getCustomerGroupsOptions({ query: { limit: LIMIT } }), select: customerGroups }));
export const useTypeOptions = () => useOptionList(useQuery({ ...getProductTypesOptions({ query: { limit: LIMIT } }), select: types }));
export const useCategoryOptions = (enabled: boolean) =>
  useOptionList(useQuery({ ...getProductCategoriesOptions({ query: { limit: LIMIT } }), select: categories, enabled }), enabled);
/** Inventory mode only (the stock-location module): `enabled` false elsewhere, where the server has no such route. */
export const useStockLocationOptions = (enabled = true) =>
  useOptionList(useQuery({ ...getStockLocationsOptions({ query: { limit: LIMIT } }), select: stockLocations, enabled }), enabled);
