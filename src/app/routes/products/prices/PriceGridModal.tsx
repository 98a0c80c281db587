// Edits the prices of all a product's variants at once, full screen. Save
// sends, per variant with a changed cell, its whole price list; nothing else.
import { Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useReducer } from "react";
import { useTranslation } from "react-i18next";
import { postProductsProductVariantsVariantMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { PricedProduct } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { ErrorState } from "@app/components/data-table/TableStates";
import { FormAlert } from "@app/components/form/FormAlert";
import { FocusModal } from "@app/components/modals/FocusModal";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { toaster } from "@app/components/toaster";
import { gridCell, gridReducer, initialGrid, priceUpdates } from "./price-grid-model";
import { PriceGrid } from "./PriceGrid";
import { usePriceColumns } from "./use-price-columns";

interface PriceGridModalProps {
  product: PricedProduct;
  open: boolean;
  onClose: () => void;
}

export function PriceGridModal({ product, open, onClose }: PriceGridModalProps) {
  const { t } = useTranslation();
  const { columns, error, retry } = usePriceColumns();
  const [state, dispatch] = useReducer(gridReducer, initialGrid);
  const update = useMutation(inlineErrors(postProductsProductVariantsVariantMutation()));
  const variants = product.variants ?? [];
  const updates = columns ? priceUpdates(variants, columns, state.edits) : [];
  const invalidCount = columns ? variants.flatMap((v) => columns.filter((c) => gridCell(v, c, state.edits).invalid)).length : 0;

  // The grid opens clean the next time.
  const close = () => {
    dispatch({ type: "reset" });
    update.reset();
    onClose();
  };
  // A failure is said in the modal; the edits stay for another try.
  const save = async () => {
    await Promise.all(updates.map(({ variantId, prices }) => update.mutateAsync({ path: { id: product.id, variant_id: variantId }, body: { prices } })));
    toaster.create({ type: "success", title: t("toast.success"), description: t("products.prices.saved", { count: updates.length }) });
    close();
  };

  return (
    <FocusModal
      open={open}
      onClose={close}
      title={t("products.prices.title", { product: product.title })}
      onSave={save}
      saving={update.isPending}
      saveDisabled={updates.length === 0 || invalidCount > 0}
      closeOnEscape={state.draft === null}
      error={update.error}
    >
      {error ? (
        <ErrorState error={error} onRetry={retry} />
      ) : !columns ? (
        <RouteSpinner fullScreen={false} />
      ) : variants.length === 0 || columns.length === 0 ? (
        <Text color="fg.muted">{t(variants.length === 0 ? "products.variants.empty" : "products.prices.noColumns")}</Text>
      ) : (
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm">
            {t("products.prices.help")}
          </Text>
          {invalidCount > 0 && <FormAlert>{t("products.prices.invalidCells", { count: invalidCount })}</FormAlert>}
          <PriceGrid variants={variants} columns={columns} state={state} dispatch={dispatch} />
        </Stack>
      )}
    </FocusModal>
  );
}
