// What a product can be organised with, as the form's picker items: the
// store's lists (categories only with the product_categories feature), plus
// the ids of the existing types and tags by their text.
import { useMemo } from "react";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { useCategoryOptions, useCollectionOptions, useSalesChannelOptions, useTagOptions, useTypeOptions } from "@app/routes/option-queries";
import type { PickerItem } from "./Picker";
import type { KnownValues } from "./product-form";

export interface OrganisationLists extends KnownValues {
  categoriesEnabled: boolean;
  types: PickerItem[];
  collections: PickerItem[];
  tags: PickerItem[];
  categories: PickerItem[];
  salesChannels: PickerItem[];
}

// Types and tags are picked by their text, so that a new one can be typed; a
// request looks up the id of an existing one.
const byText = (items: PickerItem[]) => items.map((i) => ({ value: i.label, label: i.label }));
const idsByText = (items: PickerItem[]) => new Map(items.map((i) => [i.label, i.value]));

export function useOrganisationLists(): OrganisationLists {
  const categoriesEnabled = useFeatureFlag().isEnabled("product_categories");
  const types = useTypeOptions().options;
  const collections = useCollectionOptions().options;
  const tags = useTagOptions().options;
  const categories = useCategoryOptions(categoriesEnabled).options;
  const salesChannels = useSalesChannelOptions().options;
  return useMemo(
    () => ({
      categoriesEnabled,
      types: byText(types),
      collections,
      tags: byText(tags),
      categories,
      salesChannels,
      typeIds: idsByText(types),
      tagIds: idsByText(tags),
    }),
    [categoriesEnabled, types, collections, tags, categories, salesChannels],
  );
}
