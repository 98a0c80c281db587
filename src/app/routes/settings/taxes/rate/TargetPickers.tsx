// The pickers of what an override applies to, beside the catalog's product
// picker: the store's product types (searched by value) and the region's
// shipping options (the rate is the region's, so are they), each a page of
// the server's list.
import { Badge, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { getProductTypesOptions, getShippingOptionsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { ProductType, ShippingOption } from "@generated/admin/types.gen";
import { type PickerList, PickerModal, type PickerModalProps } from "@app/components/picker/PickerModal";
import { usePickerSearch } from "@app/components/picker/use-picker-search";

type PickerProps = Pick<PickerModalProps<unknown>, "open" | "onClose" | "title" | "exclude" | "onConfirm">;

function usePickerTypes(): PickerList<ProductType> {
  const { query: page, ...search } = usePickerSearch();
  const query = useQuery({ ...getProductTypesOptions({ query: { ...page, order: "value" } }), placeholderData: keepPreviousData });
  return { ...search, query, rows: query.data?.product_types, count: query.data?.count ?? 0 };
}

export function ProductTypePickerModal(props: PickerProps) {
  const { t } = useTranslation();
  return (
    <PickerModal<ProductType>
      {...props}
      useList={usePickerTypes}
      columns={[{ header: t("settings.taxes.targets.product_types.column"), cell: (type) => <Text>{type.value}</Text> }]}
      rowKey={(type) => type.id}
      rowLabel={(type) => type.value}
      searchLabel={t("settings.taxes.targets.product_types.search")}
      emptyText={t("settings.taxes.targets.product_types.none")}
      addLabel={(count) => t("settings.taxes.targets.product_types.addCount", { count })}
    />
  );
}

/** The list hook of one region's options (a hook per region, made once for it). */
const regionOptionsList = (regionId: string) =>
  function useRegionShippingOptions(): PickerList<ShippingOption> {
    const { query: page, ...search } = usePickerSearch();
    const query = useQuery({ ...getShippingOptionsOptions({ query: { ...page, region_id: regionId } }), placeholderData: keepPreviousData });
    return { ...search, query, rows: query.data?.shipping_options, count: query.data?.count ?? 0 };
  };

export function ShippingOptionPickerModal({ regionId, ...props }: PickerProps & { regionId: string }) {
  const { t } = useTranslation();
  const useList = useMemo(() => regionOptionsList(regionId), [regionId]);
  return (
    <PickerModal<ShippingOption>
      {...props}
      useList={useList}
      columns={[
        { header: t("settings.taxes.targets.shipping_options.column"), cell: (option) => <Text>{option.name}</Text> },
        { header: t("settings.taxes.targets.shipping_options.kind"), cell: (option) => <Badge size="sm">{t(option.is_return ? "settings.taxes.targets.shipping_options.return" : "settings.taxes.targets.shipping_options.outbound")}</Badge> },
      ]}
      rowKey={(option) => option.id}
      rowLabel={(option) => option.name}
      searchLabel={t("settings.taxes.targets.shipping_options.search")}
      emptyText={t("settings.taxes.targets.shipping_options.none")}
      addLabel={(count) => t("settings.taxes.targets.shipping_options.addCount", { count })}
    />
  );
}
