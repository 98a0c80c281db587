// Edits prices of many variants at once, full screen: a product's own prices
// (ProductPricesModal) or a price list's. Save hands over only the changed
// cells; a refusal is said in the modal and the edits stay for another try.
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useReducer } from "react";
import { useTranslation } from "react-i18next";
import type { PricedVariant } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { FocusModal } from "@app/components/modals/FocusModal";
import { toaster } from "@app/components/toaster";
import type { PriceColumn, PriceFinder } from "./price-columns";
import { type CellChange, cellChanges, gridReducer, initialGrid, invalidCellCount } from "./price-grid-model";
import { PriceGridPanel } from "./PriceGridPanel";
import { usePriceColumns } from "./use-price-columns";

export interface PriceGridModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  variants: readonly PricedVariant[];
  find?: PriceFinder;
  rowLabel?: (variant: PricedVariant) => string;
  /** Said when there are no variants. */
  emptyText: string;
  /** Sends the changes (its mutations made with inlineErrors); resolves with the toast's text. */
  onSave: (changes: CellChange[], columns: readonly PriceColumn[]) => Promise<string>;
}

export function PriceGridModal({ open, onClose, title, variants, find, rowLabel, emptyText, onSave }: PriceGridModalProps) {
  const { t } = useTranslation();
  const prices = usePriceColumns();
  const { columns } = prices;
  const [state, dispatch] = useReducer(gridReducer, initialGrid);
  const save = useMutation(inlineErrors<UseMutationOptions<string, Error, CellChange[]>>({ mutationFn: (changes) => onSave(changes, columns ?? []) }));
  const changes = columns ? cellChanges(variants, columns, state.edits, find) : [];
  const invalid = columns ? invalidCellCount(variants, columns, state.edits) > 0 : false;

  // The grid opens clean the next time.
  const close = () => {
    dispatch({ type: "reset" });
    save.reset();
    onClose();
  };
  const submit = async () => {
    const done = await save.mutateAsync(changes);
    toaster.create({ type: "success", title: t("toast.success"), description: done });
    close();
  };

  return (
    <FocusModal
      open={open}
      onClose={close}
      title={title}
      onSave={() => submit().catch(() => undefined)}
      saving={save.isPending}
      saveDisabled={changes.length === 0 || invalid}
      closeOnEscape={state.draft === null}
      error={save.error}
    >
      <PriceGridPanel prices={prices} emptyText={emptyText} variants={variants} find={find} rowLabel={rowLabel} state={state} dispatch={dispatch} />
    </FocusModal>
  );
}
