// A category's products, a page at a time: remove one (after a
// confirmation), or add some with the shared product picker.
import { Box, Dialog, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  deleteProductCategoriesCategoryProductsBatchMutation,
  getProductsOptions,
  postProductCategoriesCategoryProductsBatchMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { PricedProduct } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { Pagination } from "@app/components/data-table/Pagination";
import { ErrorState } from "@app/components/data-table/TableStates";
import { ConfirmDialog } from "@app/components/modals/ConfirmDialog";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { ProductPickerModal } from "@app/components/product-picker/ProductPickerModal";
import { ProductStatusBadge } from "@app/components/product/ProductStatusBadge";
import { ProductThumbnail } from "@app/components/product/ProductThumbnail";
import { toaster } from "@app/components/toaster";
import type { Category } from "./category-tree";

// Only what a row shows; `expand` must name a relation, else the server adds
// every default one (the collection is the lightest).
const FIELDS = "id,title,status,thumbnail";
const EXPAND = "collection";
const PAGE_SIZE = 15;

export function CategoryProductsModal({ category, onClose }: { category: Category | null; onClose: () => void }) {
  return (
    <ModalFrame open={category !== null} onClose={onClose} size="large">
      {category && <CategoryProducts category={category} />}
    </ModalFrame>
  );
}

function CategoryProducts({ category }: { category: Category }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ offset: 0, limit: PAGE_SIZE });
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<PricedProduct | null>(null);
  const products = useQuery({
    ...getProductsOptions({ query: { ...page, category_id: [category.id], fields: FIELDS, expand: EXPAND } }),
    placeholderData: keepPreviousData,
  });
  const add = useMutation({
    ...postProductCategoriesCategoryProductsBatchMutation(),
    onSuccess: (_data, { body }) => {
      toaster.create({ type: "success", title: t("toast.success"), description: t("categories.products.added", { count: body?.product_ids.length ?? 0 }) });
    },
  });
  const remove = useMutation(deleteProductCategoriesCategoryProductsBatchMutation());
  const rows = products.data?.products;
  const productIds = (ids: string[]) => ({ path: { id: category.id }, body: { product_ids: ids.map((id) => ({ id })) } });

  const confirmRemove = (product: PricedProduct) =>
    remove.mutateAsync(productIds([product.id!]), {
      onSuccess: () => toaster.create({ type: "success", title: t("toast.success"), description: t("categories.products.removed", { title: product.title }) }),
      onSettled: () => setRemoving(null),
    });

  return (
    <>
      <ModalHeader title={t("categories.products.title", { name: category.name })} subtitle={category.description || undefined} />
      <Dialog.Body>
        <Stack gap="3">
          <HStack justify="flex-end">
            <Button size="small" onClick={() => setPicking(true)}>
              {t("categories.products.add")}
            </Button>
          </HStack>
          {products.error ? (
            <ErrorState error={products.error} onRetry={() => void products.refetch()} />
          ) : (
            <Box borderWidth="1px" rounded="md" opacity={products.isPlaceholderData ? 0.6 : 1} aria-busy={products.isFetching || undefined}>
              <Table.Root size="sm" aria-label={t("categories.products.title", { name: category.name })}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t("productPicker.columns.product")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("productPicker.columns.status")}</Table.ColumnHeader>
                    <Table.ColumnHeader />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows?.map((p) => (
                    <Table.Row key={p.id}>
                      <Table.Cell>
                        <HStack gap="3">
                          <ProductThumbnail src={p.thumbnail} />
                          <Text>{p.title}</Text>
                        </HStack>
                      </Table.Cell>
                      <Table.Cell>
                        <ProductStatusBadge status={p.status} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Button size="small" variant="ghost" aria-label={t("categories.products.removeOne", { title: p.title })} onClick={() => setRemoving(p)}>
                          {t("categories.products.remove")}
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              {products.isPending && (
                <Stack p="3" aria-hidden>
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} h="4" />
                  ))}
                </Stack>
              )}
              {rows?.length === 0 && (
                <Text color="fg.muted" textAlign="center" py="8">
                  {t("categories.products.empty")}
                </Text>
              )}
            </Box>
          )}
          <Pagination offset={page.offset} limit={page.limit} count={products.data?.count ?? 0} onPage={(next) => setPage((p) => ({ offset: next.offset ?? p.offset, limit: next.limit ?? p.limit }))} />
        </Stack>
      </Dialog.Body>
      <ConfirmDialog
        open={removing !== null}
        title={t("categories.products.removeTitle")}
        description={t("categories.products.removeDescription", { title: removing?.title ?? "", name: category.name })}
        confirmLabel={t("categories.products.remove")}
        danger
        busy={remove.isPending}
        onConfirm={() => (removing ? confirmRemove(removing) : undefined)}
        onCancel={() => setRemoving(null)}
      />
      <ProductPickerModal
        open={picking}
        onClose={() => setPicking(false)}
        title={t("categories.products.addTitle", { name: category.name })}
        exclude={rows?.map((p) => p.id!)}
        onConfirm={(ids) => add.mutateAsync(productIds(ids))}
      />
    </>
  );
}
