// The products list's filters: status, the server's own lists (collection,
// category when the store has categories, tag, type, sales channel) and the
// created / updated day ranges (their server query: ./product-list-query.ts).
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FilterDef } from "@app/components/data-table/types";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { PRODUCT_STATUSES } from "./product-list-query";
import { type OptionList, useCategoryOptions, useCollectionOptions, useSalesChannelOptions, useTagOptions, useTypeOptions } from "@app/routes/option-queries";

type ListFilterKey = "collection_id" | "category_id" | "tags" | "type_id" | "sales_channel_id";

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
      { kind: "multi", key: "status", label: t("products.list.filters.status"), options: PRODUCT_STATUSES.map((v) => ({ value: v, label: t(`products.status.${v}`) })) },
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
