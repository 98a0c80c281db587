// Type, collection, tags, categories and sales channels of a product, each a
// picker over the store's lists. Types and tags can be created by typing a
// new one; categories appear only with the product_categories feature.
import { Stack } from "@chakra-ui/react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Picker, type PickerItem } from "./Picker";
import type { OrganisationValues } from "./product-form";
import type { OrganisationLists } from "./use-organisation-lists";

type Field = keyof OrganisationValues;

interface OrganisationFieldsProps {
  lists: OrganisationLists;
  /** Default: all of them. */
  fields?: Field[];
}

const ALL_FIELDS: Field[] = ["type", "collection_id", "tags", "categories", "sales_channels"];

export function OrganisationFields({ lists, fields = ALL_FIELDS }: OrganisationFieldsProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<OrganisationValues>();
  const pickers: Record<Field, { label: string; items: PickerItem[]; multiple?: boolean; creatable?: boolean}> = {
    type: { label: t("products.form.type"), items: lists.types, creatable: true },
    collection_id: { label: t("products.form.collection"), items: lists.collections },
    tags: { label: t("products.form.tags"), items: lists.tags, multiple: true, creatable: true },
    categories: { label: t("products.form.categories"), items: lists.categories, multiple: true },
    sales_channels: { label: t("products.form.salesChannels"), items: lists.salesChannels, multiple: true },
  };
  return (
    <Stack gap="4">
      {fields
        .filter((name) => name !== "categories" || lists.categoriesEnabled)
        .map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => <Picker {...pickers[name]} value={field.value} onChange={field.onChange} />}
          />
        ))}
    </Stack>
  );
}
