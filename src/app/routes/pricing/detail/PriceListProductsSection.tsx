// A price list's products and their variants' list prices. "Add products"
// picks products, then prices them in the grid (POST …/prices/batch with the
// filled cells); "Edit prices" opens the grid over all of them (changed cells
// sent with POST /price-lists/{id}, emptied ones deleted with DELETE
// …/prices/batch). A product's or a variant's prices are deleted after asking.
import { HStack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  deletePriceListsPriceListPricesBatchMutation,
  deletePriceListsPriceListProductsProductPricesMutation,
  deletePriceListsPriceListVariantsVariantPricesMutation,
  getPriceListsPriceListProductsOptions,
  postPriceListsPriceListPriceListMutation,
  postPriceListsPriceListPricesBatchMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { PriceList } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls/Button";
import { ErrorState } from "@app/components/data-table/TableStates";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { ProductPickerModal } from "@app/components/product-picker/ProductPickerModal";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { useFormat } from "@app/i18n/use-format";
import { priceListPrice } from "@app/routes/products/prices/price-columns";
import { PriceGridModal } from "@app/routes/products/prices/PriceGridModal";
import { pricesToDelete, pricesToSave, variantRows } from "../components/price-list-prices";
import { usePickedProducts } from "../components/use-picked-products";

// A price list holds a few dozen products; one page shows them all.
const PRODUCTS_PAGE = 100;

type Removal = { kind: "product" | "variant"; id: string; name: string };

export function PriceListProductsSection({ list }: { list: PriceList }) {
  const { t } = useTranslation();
  const format = useFormat();
  const products = useQuery(getPriceListsPriceListProductsOptions({ path: { id: list.id }, query: { limit: PRODUCTS_PAGE } }));
  const [dialog, setDialog] = useState<"pick" | "edit" | null>(null);
  const [added, setAdded] = useState<string[]>([]);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const picked = usePickedProducts(added);
  const update = useMutation(inlineErrors(postPriceListsPriceListPriceListMutation()));
  const addPrices = useMutation(inlineErrors(postPriceListsPriceListPricesBatchMutation()));
  const deletePrices = useMutation(inlineErrors(deletePriceListsPriceListPricesBatchMutation()));
  const find = priceListPrice(list.id);
  const rows = variantRows(products.data?.products ?? []);
  const newRows = variantRows(picked.data?.products ?? []);
  const listPrices = (variantPrices: typeof rows.variants[number]["prices"]) =>
    (variantPrices ?? []).filter((p) => p.price_list_id === list.id).map((p) => format.money(p.amount, p.currency_code)).join(", ") || "—";

  return (
    <SectionCard
      title={t("pricing.products.title")}
      action={
        <HStack>
          <Button variant="secondary" size="small" onClick={() => setDialog("pick")}>
            {t("pricing.products.add")}
          </Button>
          <Button variant="secondary" size="small" disabled={rows.variants.length === 0} onClick={() => setDialog("edit")}>
            {t("pricing.products.editPrices")}
          </Button>
        </HStack>
      }
    >
      {products.error ? (
        <ErrorState error={products.error} onRetry={() => void products.refetch()} />
      ) : !products.data ? (
        <RouteSpinner fullScreen={false} />
      ) : products.data.products.length === 0 ? (
        <Text color="fg.muted">{t("pricing.products.empty")}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t("pricing.products.title")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("pricing.products.product")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("pricing.products.prices")}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>{t("pricing.products.actions")}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {products.data.products.flatMap((product) => [
                <Table.Row key={product.id} bg="bg.muted">
                  <Table.Cell fontWeight="medium">{product.title}</Table.Cell>
                  <Table.Cell />
                  <Table.Cell textAlign="end">
                    <Button variant="ghost" size="small" onClick={() => setRemoval({ kind: "product", id: product.id, name: product.title })}>
                      {t("pricing.products.removeProduct", { name: product.title })}
                    </Button>
                  </Table.Cell>
                </Table.Row>,
                ...(product.variants ?? []).map((variant) => (
                  <Table.Row key={variant.id}>
                    <Table.Cell ps="8">{variant.title}</Table.Cell>
                    <Table.Cell>{listPrices(variant.prices)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button variant="ghost" size="small" onClick={() => setRemoval({ kind: "variant", id: variant.id, name: `${product.title} · ${variant.title}` })}>
                        {t("pricing.products.removeVariant", { name: `${product.title} · ${variant.title}` })}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                )),
              ])}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ProductPickerModal
        open={dialog === "pick"}
        onClose={() => setDialog((d) => (d === "pick" ? null : d))}
        title={t("pricing.products.add")}
        exclude={products.data?.products.map((p) => p.id)}
        onConfirm={async (ids) => {
          setAdded(ids);
          setDialog("edit");
        }}
      />
      <PriceGridModal
        open={dialog === "edit" && added.length === 0}
        onClose={() => setDialog(null)}
        title={t("pricing.products.pricesTitle", { name: list.name })}
        variants={rows.variants}
        rowLabel={rows.rowLabel}
        find={find}
        emptyText={t("pricing.products.empty")}
        onSave={async (changes) => {
          const saving = pricesToSave(changes);
          const deleting = pricesToDelete(changes);
          await Promise.all([
            saving.length > 0 && update.mutateAsync({ path: { id: list.id }, body: { prices: saving } }),
            deleting.length > 0 && deletePrices.mutateAsync({ path: { id: list.id }, body: { price_ids: deleting } }),
          ]);
          return t("pricing.products.pricesSaved", { count: changes.length });
        }}
      />
      <PriceGridModal
        open={dialog === "edit" && added.length > 0}
        onClose={() => {
          setAdded([]);
          setDialog(null);
        }}
        title={t("pricing.products.pricesTitle", { name: list.name })}
        variants={newRows.variants}
        rowLabel={newRows.rowLabel}
        find={find}
        emptyText={t("pricing.create.noVariants")}
        onSave={async (changes) => {
          await addPrices.mutateAsync({ path: { id: list.id }, body: { prices: pricesToSave(changes) } });
          return t("pricing.products.pricesSaved", { count: changes.length });
        }}
      />
      {removal && (
        <ConfirmMutationDialog
          open
          onCancel={() => setRemoval(null)}
          danger
          {...removalRequest(list.id, removal)}
          title={t("pricing.products.removeTitle", { name: removal.name })}
          description={t("pricing.products.removeBody")}
          confirmLabel={t("pricing.products.remove")}
          done={t("pricing.products.removed", { name: removal.name })}
          onDone={() => setRemoval(null)}
        />
      )}
    </SectionCard>
  );
}

/** The request deleting a product's or a variant's prices from the list. */
function removalRequest(listId: string, removal: Removal) {
  // One shape for both, so the dialog is typed once: the variant's request has the same answer.
  return removal.kind === "product"
    ? { mutation: deletePriceListsPriceListProductsProductPricesMutation(), variables: { path: { id: listId, product_id: removal.id } } }
    : {
        mutation: deletePriceListsPriceListVariantsVariantPricesMutation() as unknown as ReturnType<typeof deletePriceListsPriceListProductsProductPricesMutation>,
        variables: { path: { id: listId, variant_id: removal.id } } as unknown as { path: { id: string; product_id: string } },
      };
}
