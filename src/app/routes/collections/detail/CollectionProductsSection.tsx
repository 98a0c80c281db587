// A collection's products: searched, sorted and paged by the server (the
// page's URL keeps it), removed one by one or ticked in bulk, and added with
// the product picker.
import { Heading, HStack, Stack } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getProductsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { PricedProduct, ProductCollection } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { type BulkAction, type Column, DataTable } from "@app/components/data-table/DataTable";
import { present } from "@app/components/data-table/filter-values";
import { sortKeysOf, useListParams } from "@app/components/data-table/use-list-params";
import { ProductPickerModal } from "@app/components/product-picker/ProductPickerModal";
import { productRowFields } from "@app/components/product-picker/use-picker-products";
import { productRows, useProductColumns } from "@app/routes/products/list/product-columns";
import { useCollectionProducts } from "./use-collection-products";

export function CollectionProductsSection({ collection }: { collection: ProductCollection }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const { add, remove } = useCollectionProducts(collection.id);
  const { title, status } = useProductColumns();
  const columns: Column<PricedProduct>[] = [
    title,
    status,
    {
      key: "remove",
      header: "",
      align: "end",
      hideable: false,
      cell: (p) => (
        <Button variant="ghost" size="small" aria-label={t("collections.products.removeOne", { title: p.title })} onClick={() => remove([p.id!])}>
          {t("collections.products.remove")}
        </Button>
      ),
    },
  ];
  const list = useListParams({ sortKeys: sortKeysOf(columns) });
  const products = useQuery({
    ...getProductsOptions({
      query: { collection_id: [collection.id], offset: list.offset, limit: list.limit, ...present({ q: list.q, order: list.order }), ...productRowFields },
    }),
    placeholderData: keepPreviousData,
  });
  const removeSelected: BulkAction<PricedProduct> = {
    key: "remove",
    label: t("collections.products.remove"),
    danger: true,
    confirm: (rows) => ({
      title: t("collections.products.removeTitle"),
      description: t("collections.products.removeBody", { count: rows.length }),
      confirmLabel: t("collections.products.remove"),
    }),
    // A refusal has been toasted; the selection is cleared either way.
    run: (rows) => remove(rows.map((p) => p.id!)).catch(() => {}),
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {t("collections.products.title")}
        </Heading>
        <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
          {t("collections.products.add")}
        </Button>
      </HStack>
      <DataTable
        id="collection-products"
        label={t("collections.products.title")}
        columns={columns}
        list={list}
        {...productRows(products)}
        emptyText={t("collections.products.empty")}
        bulkActions={[removeSelected]}
      />
      <ProductPickerModal
        open={picking}
        onClose={() => setPicking(false)}
        title={t("collections.products.add")}
        exclude={collection.products?.map((p) => p.id) ?? []}
        onConfirm={add}
      />
    </Stack>
  );
}
