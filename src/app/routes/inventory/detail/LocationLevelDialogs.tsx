// An item's stock at a location: added at a location where it has none yet,
// its stocked and incoming quantities edited, or removed (asks first).
import { Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  deleteInventoryItemsInventoryIteLocationLevelsLocationMutation,
  postInventoryItemsInventoryItemLocationLevelsLocationLevelMutation,
  postInventoryItemsInventoryItemLocationLevelsMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { InventoryLevelDto } from "@generated/admin/types.gen";
import { NumberInput } from "@app/components/controls";
import type { FilterOption } from "@app/components/data-table/types";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { LocationSelect } from "../components/LocationSelect";
import { createLevelBody, levelSchema, type LevelValues, levelValues, newLevelValues, updateLevelBody } from "./location-level-form";

function QuantityFields({ form, autoFocus }: { form: ReturnType<typeof useForm<LevelValues>>; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <NumberInput control={form.control} name="stocked_quantity" label={t("inventory.fields.stocked")} helper={t("inventory.fields.stockedHelp")} min={0} step={1} required autoFocus={autoFocus} />
      <NumberInput control={form.control} name="incoming_quantity" label={t("inventory.fields.incoming")} helper={t("inventory.fields.incomingHelp")} min={0} step={1} />
    </>
  );
}

/** `free`: the locations where the item has no stock level yet. */
export function AddLevelDialog({ itemId, free, onClose }: { itemId: string; free: FilterOption[]; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<LevelValues>({ resolver: standardSchemaResolver(levelSchema), defaultValues: newLevelValues(free.length === 1 ? free[0].value : "") });
  const { mutation: add, save } = useDialogSave(postInventoryItemsInventoryItemLocationLevelsMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ path: { id: itemId }, body: createLevelBody(values) }, () => t("inventory.levels.added", { location: free.find((l) => l.value === values.location_id)?.label ?? "" })),
  );
  return (
    <FormDialog id="level-add" title={t("inventory.levels.addTitle")} submitLabel={t("inventory.levels.add")} onSubmit={submit} pending={add.isPending} error={add.error} onClose={onClose}>
      <Stack gap="5">
        <LocationSelect control={form.control} name="location_id" options={free} />
        <QuantityFields form={form} />
      </Stack>
    </FormDialog>
  );
}

export function EditLevelDialog({ itemId, level, locationName, onClose }: { itemId: string; level: InventoryLevelDto; locationName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<LevelValues>({ resolver: standardSchemaResolver(levelSchema), defaultValues: levelValues(level) });
  const { mutation: update, save } = useDialogSave(postInventoryItemsInventoryItemLocationLevelsLocationLevelMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ path: { id: itemId, location_id: level.location_id }, body: updateLevelBody(values) }, () => t("inventory.levels.updated", { location: locationName })),
  );
  return (
    <FormDialog
      id="level-edit"
      title={t("inventory.levels.editTitle", { location: locationName })}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={update.isPending}
      error={update.error}
      onClose={onClose}
    >
      <Stack gap="5">
        {level.reserved_quantity > 0 && <Text color="fg.muted">{t("inventory.levels.reservedNote", { count: level.reserved_quantity })}</Text>}
        <QuantityFields form={form} autoFocus />
      </Stack>
    </FormDialog>
  );
}

export function RemoveLevelDialog({ itemId, level, locationName, onClose }: { itemId: string; level: InventoryLevelDto; locationName: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmMutationDialog
      open
      mutation={deleteInventoryItemsInventoryIteLocationLevelsLocationMutation()}
      variables={{ path: { id: itemId, location_id: level.location_id } }}
      title={t("inventory.levels.remove.title", { location: locationName })}
      description={t("inventory.levels.remove.description", { location: locationName, count: level.stocked_quantity })}
      confirmLabel={t("inventory.levels.remove.confirm")}
      danger
      done={t("inventory.levels.remove.done", { location: locationName })}
      onDone={onClose}
      onCancel={onClose}
    />
  );
}
