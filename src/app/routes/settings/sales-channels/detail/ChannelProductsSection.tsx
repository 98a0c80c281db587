// A sales channel's products: searched, sorted and paged by the server (the
// page's URL keeps it), removed in bulk after a question, and added with the
// catalog's product picker (one batch request each way).
import { Heading, HStack, Stack } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  deleteSalesChannelsChannelProductsBatchMutation,
  getProductsOptions,
  postSalesChannelsChannelProductsBatchMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { PricedProduct, SalesChannel } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { type BulkAction, type Column, DataTable } from "@app/components/data-table/DataTable";
import { present } from "@app/components/data-table/filter-values";
import { sortKeysOf, useListParams } from "@app/components/data-table/use-list-params";
import { ProductPickerModal } from "@app/components/product-picker/ProductPickerModal";
import { productRowFields } from "@app/components/product-picker/use-picker-products";
import { toaster } from "@app/components/toaster";
import { productRows, useProductColumns } from "@app/routes/products/list/product-columns";

const asIds = (ids: string[]) => ids.map((id) => ({ id }));

export function ChannelProductsSection({ channel }: { channel: SalesChannel }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const { title, collection, status } = useProductColumns();
  const columns: Column<PricedProduct>[] = [title, collection, status];
  const list = useListParams({ sortKeys: sortKeysOf(columns) });
  const products = useQuery({
    ...getProductsOptions({
      query: { sales_channel_id: [channel.id], offset: list.offset, limit: list.limit, ...present({ q: list.q, order: list.order }), ...productRowFields },
    }),
    placeholderData: keepPreviousData,
  });
  const add = useMutation(postSalesChannelsChannelProductsBatchMutation());
  const remove = useMutation(deleteSalesChannelsChannelProductsBatchMutation());
  const path = { id: channel.id };
  const done = (description: string) => toaster.create({ type: "success", title: t("toast.success"), description });
  const removeSelected: BulkAction<PricedProduct> = {
    key: "remove",
    label: t("settings.salesChannels.products.remove"),
    danger: true,
    confirm: (rows) => ({
      title: t("settings.salesChannels.products.removeTitle", { name: channel.name }),
      description: t("settings.salesChannels.products.removeBody", { count: rows.length, name: channel.name }),
      confirmLabel: t("settings.salesChannels.products.remove"),
    }),
    run: (rows) =>
      remove
        .mutateAsync({ path, body: { product_ids: asIds(rows.map((p) => p.id!)) } })
        .then(() => done(t("settings.salesChannels.products.removed", { count: rows.length, name: channel.name })))
        // A refusal has been toasted; the selection is cleared either way.
        .catch(() => {}),
  };
  return (
    <Stack gap="3" as="section" aria-label={t("settings.salesChannels.products.title")}>
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {t("settings.salesChannels.products.title")}
        </Heading>
        <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
          {t("settings.salesChannels.products.add")}
        </Button>
      </HStack>
      <DataTable
        id="sales-channel-products"
        label={t("settings.salesChannels.products.title")}
        columns={columns}
        list={list}
        {...productRows(products)}
        emptyText={t("settings.salesChannels.products.empty")}
        bulkActions={[removeSelected]}
      />
      <ProductPickerModal
        open={picking}
        onClose={() => setPicking(false)}
        title={t("settings.salesChannels.products.addTitle", { name: channel.name })}
        // The page shown: a channel may hold the whole catalog, which is not read for this.
        exclude={products.data?.products.map((p) => p.id!)}
        onConfirm={async (ids) => {
          await add.mutateAsync({ path, body: { product_ids: asIds(ids) } });
          done(t("settings.salesChannels.products.added", { count: ids.length, name: channel.name }));
        }}
      />
    </Stack>
  );
}
