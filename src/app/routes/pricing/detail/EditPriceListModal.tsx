// Edits a price list's details (name, description, type, status, dates,
// groups). A refusal is said in the dialog, which keeps what was typed.
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import type { UseMutationResult } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { postPriceListsPriceListPriceListMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { PriceList } from "@generated/admin/types.gen";
import { FormDialog } from "@app/components/modals/FormDialog";
import { PriceListDetailsFields, useTaxInclusivePricing } from "../components/PriceListDetailsFields";
import { priceListBody, priceListSchema, priceListValues, type PriceListValues } from "../components/price-list-form";

type UpdateOptions = ReturnType<typeof postPriceListsPriceListPriceListMutation>;
type Update = UseMutationResult<
  Awaited<ReturnType<NonNullable<UpdateOptions["mutationFn"]>>>,
  unknown,
  Parameters<NonNullable<UpdateOptions["mutationFn"]>>[0]
>;

interface EditPriceListModalProps {
  list: PriceList;
  /** Made with inlineErrors: the dialog says why a save failed. */
  mutation: Update;
  onClose: () => void;
  onSaved: () => void;
}

export function EditPriceListModal({ list, mutation, onClose, onSaved }: EditPriceListModalProps) {
  const { t } = useTranslation();
  const taxInclusive = useTaxInclusivePricing();
  const form = useForm<PriceListValues>({ resolver: standardSchemaResolver(priceListSchema), reValidateMode: "onChange", defaultValues: priceListValues(list) });
  const save = form.handleSubmit(async (values) => {
    await mutation.mutateAsync({ path: { id: list.id }, body: priceListBody(values, taxInclusive) });
    onSaved();
    onClose();
  });
  return (
    <FormDialog
      id="edit-price-list"
      title={t("pricing.edit.title")}
      submitLabel={t("modals.saveChanges")}
      onSubmit={() => save().catch(() => undefined)}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
    >
      <PriceListDetailsFields control={form.control} />
    </FormDialog>
  );
}
