// The products list's filters: status, the server's own lists (collection,
// category when the store has categories, tag, type, sales channel) and the
// created / updated day ranges; and the server query they stand for, shared
// by the list and the export.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FilterDef, FilterValues } from "@app/components/data-table/types";
import { dateRangeQuery, selectedValues } from "@app/components/data-table/filter-values";
import { useFeatureFlag } from "@app/providers/feature-flags";
import type { ProductListFilters } from "../product-list-query";
import { type OptionList, useCategoryOptions, useCollectionOptions, useSalesChannelOptions, useTagOptions, useTypeOptions } from "../option-queries";

const STATUSES: NonNullable<ProductListFilters["status"]> = ["draft", "proposed", "published", "rejected"];

type ListFilterKey = "collection_id" | "category_id" | "tags" | "type_id" | "sales_channel_id";

/** The filters as the server's query (no search, order or page). */
export const productFilterQuery = (values: FilterValues): Omit<ProductListFilters, "q" | "order"> => ({
  status: selectedValues(values, "status"),
  collection_id: selectedValues(values, "collection_id"),
  category_id: selectedValues(values, "category_id"),
  tags: selectedValues(values, "tags"),
  type_id: selectedValues(values, "type_id"),
  sales_channel_id: selectedValues(values, "sales_channel_id"),
  created_at: dateRangeQuery(values, "created"),
  updated_at: dateRangeQuery(values, "updated"),
});

export function useProductFilters(): FilterDef[] {
  const { t } = useTranslation();
  const flags = useFeatureFlag();
  // Until the flags are known the category filter is kept (its options loading), so a category in the URL is not dropped.
  const withCategories = flags.isLoading || flags.isEnabled("product_categories");
  const collections = useCollectionOptions();
  const categories = useCategoryOptions(withCategories);
  const tags = useTagOptions();
  const types = useTypeOptions();
  const salesChannels = useSalesChannelOptions();

  return useMemo(() => {
    const server = (key: ListFilterKey, label: string, list: OptionList): FilterDef => ({ kind: "multi", key, label, options: list.options, loading: list.loading });
    return [
      { kind: "multi", key: "status", label: t("products.list.filters.status"), options: STATUSES.map((v) => ({ value: v, label: t(`products.status.${v}`) })) },
      server("collection_id", t("products.list.filters.collection"), collections),
      ...(withCategories ? [server("category_id", t("products.list.filters.category"), categories)] : []),
      server("tags", t("products.list.filters.tags"), tags),
      server("type_id", t("products.list.filters.type"), types),
      server("sales_channel_id", t("products.list.filters.salesChannel"), salesChannels),
      { kind: "dateRange", key: "created", label: t("products.list.filters.created") },
      { kind: "dateRange", key: "updated", label: t("products.list.filters.updated") },
    ];
  }, [t, collections, categories, withCategories, tags, types, salesChannels]);
}
