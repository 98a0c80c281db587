// The key's preview: the products a storefront sending this key lists, read
// from the store API with the key (key-preview-query.ts), searched and paged
// by the server (the page's URL keeps it); each opens its admin page. What
// the server does with a key without channels, or revoked, is said above it.
import { Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getPublishableApiKeySalesChannelsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { PublishableApiKey } from "@generated/admin/types.gen";
import type { PricedProduct } from "@generated/store/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import { type Column, DataTable } from "@app/components/data-table/DataTable";
import { queryState } from "@app/components/data-table/query-state";
import { useListParams } from "@app/components/data-table/use-list-params";
import { ProductThumbnail } from "@app/components/product/ProductThumbnail";
import { productsSection } from "@app/routes/products/section";
import { keyPreviewQuery } from "./key-preview-query";

export function KeyPreviewSection({ apiKey }: { apiKey: PublishableApiKey }) {
  const { t } = useTranslation();
  const list = useListParams();
  const products = useQuery({ ...keyPreviewQuery(apiKey.id, list), placeholderData: keepPreviousData });
  const channels = useQuery(getPublishableApiKeySalesChannelsOptions({ path: { id: apiKey.id } }));
  const unscoped = channels.data?.sales_channels.length === 0;
  const columns: Column<PricedProduct>[] = [
    {
      key: "title",
      header: t("products.columns.title"),
      hideable: false,
      cell: (p) => (
        <HStack gap="3">
          <ProductThumbnail src={p.thumbnail} />
          <CellText>{p.title}</CellText>
        </HStack>
      ),
    },
    { key: "handle", header: t("settings.apiKeys.preview.handle"), cell: (p) => (p.handle ? <CellText>{p.handle}</CellText> : "—") },
    { key: "collection", header: t("products.columns.collection"), cell: (p) => (p.collection ? <CellText>{p.collection.title}</CellText> : "—") },
  ];
  return (
    <Stack gap="3" as="section" aria-label={t("settings.apiKeys.preview.title")}>
      <Heading as="h2" size="md">
        {t("settings.apiKeys.preview.title")}
      </Heading>
      <Text color="fg.muted">{t("settings.apiKeys.preview.description")}</Text>
      {unscoped && (
        <Text color="orange.fg" data-testid="preview-unscoped">
          {t("settings.apiKeys.preview.unscoped")}
        </Text>
      )}
      {apiKey.revoked_at && <Text color="orange.fg">{t("settings.apiKeys.preview.revoked")}</Text>}
      <DataTable
        id="publishable-api-key-preview"
        label={t("settings.apiKeys.preview.title")}
        columns={columns}
        list={list}
        rows={products.data?.products}
        count={products.data?.count}
        rowKey={(p) => p.id!}
        rowHref={(p) => productsSection.to("detail", { id: p.id! })}
        rowLabel={(p) => p.title}
        {...queryState(products)}
        emptyText={t("settings.apiKeys.preview.empty")}
      />
    </Stack>
  );
}
