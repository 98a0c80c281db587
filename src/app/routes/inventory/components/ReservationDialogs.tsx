// Creating, editing and deleting a reservation (stock held at a location,
// e.g. for a sale made elsewhere). A reservation can only be at a location
// where its item is stocked: the server refuses others, so only those are offered.
import { Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ReservationItemDto } from "@generated/admin/types.gen";
import { NumberInput, TextareaInput } from "@app/components/controls";
import type { FilterOption } from "@app/components/data-table/types";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { InventoryItemField, type PickedItem } from "./InventoryItemField";
import { LocationSelect } from "./LocationSelect";
import { createReservationMutation, deleteReservationMutation, updateReservationMutation } from "./reservation-mutations";
import { createBody, createSchema, type CreateValues, createValues, updateBody, updateSchema, type UpdateValues, updateValues } from "./reservation-form";

interface CreateProps {
  /** The item, when the dialog is opened from its page; else it is picked in the dialog. */
  item?: PickedItem;
  /** A location's name by id. */
  locationName: (id: string) => string;
  onClose: () => void;
}

/** The locations where the item is stocked, as choices. */
const stockedAt = (item: PickedItem | undefined, locationName: (id: string) => string): FilterOption[] =>
  (item?.locationIds ?? []).map((id) => ({ value: id, label: locationName(id) })).sort((a, b) => a.label.localeCompare(b.label));

export function CreateReservationDialog({ item: given, locationName, onClose }: CreateProps) {
  const { t } = useTranslation();
  const onlyLocation = given?.locationIds.length === 1 ? given.locationIds[0] : "";
  const form = useForm<CreateValues>({ resolver: standardSchemaResolver(createSchema), defaultValues: createValues(given?.id, onlyLocation) });
  const { mutation: create, save } = useDialogSave(createReservationMutation(), onClose);
  const picked = useWatch({ control: form.control, name: "inventory_item_id" });
  // The item picked in the dialog: its locations come with it from the search.
  const [pickedItem, setPickedItem] = useState<PickedItem>();
  const item = given ?? (pickedItem?.id === picked ? pickedItem : undefined);
  const locations = stockedAt(item, locationName);
  const submit = form.handleSubmit((values) => save({ body: createBody(values) }, ({ reservation }) => t("inventory.reservations.created", { count: reservation.quantity })));
  return (
    <FormDialog
      id="reservation-create"
      title={t("inventory.reservations.createTitle")}
      submitLabel={t("inventory.reservations.create")}
      onSubmit={submit}
      pending={create.isPending}
      error={create.error}
      onClose={onClose}
    >
      <Stack gap="5">
        {!given && (
          <InventoryItemField
            control={form.control}
            name="inventory_item_id"
            onPick={(next) => {
              setPickedItem(next);
              form.setValue("location_id", next?.locationIds.length === 1 ? next.locationIds[0] : "");
            }}
          />
        )}
        <LocationSelect control={form.control} name="location_id" options={locations} helper={item && locations.length === 0 ? t("inventory.reservations.notStocked") : undefined} />
        <NumberInput control={form.control} name="quantity" label={t("inventory.fields.quantity")} min={1} step={1} required />
        <TextareaInput control={form.control} name="description" label={t("inventory.fields.description")} rows={2} />
      </Stack>
    </FormDialog>
  );
}

interface EditProps {
  reservation: ReservationItemDto;
  /** Where the reservation's item is stocked. */
  locations: FilterOption[];
  onClose: () => void;
}

export function EditReservationDialog({ reservation, locations, onClose }: EditProps) {
  const { t } = useTranslation();
  const form = useForm<UpdateValues>({ resolver: standardSchemaResolver(updateSchema), defaultValues: updateValues(reservation) });
  const { mutation: update, save } = useDialogSave(updateReservationMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    // (the server answers no reservation here: the toast says what was sent)
    save({ path: { id: reservation.id }, body: updateBody(values) }, () => t("inventory.reservations.updated", { count: values.quantity ?? 0 })),
  );
  return (
    <FormDialog
      id="reservation-edit"
      title={t("inventory.reservations.editTitle")}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={update.isPending}
      error={update.error}
      onClose={onClose}
    >
      <Stack gap="5">
        <LocationSelect control={form.control} name="location_id" options={locations} />
        <NumberInput control={form.control} name="quantity" label={t("inventory.fields.quantity")} min={1} step={1} required autoFocus />
        <TextareaInput control={form.control} name="description" label={t("inventory.fields.description")} rows={2} />
      </Stack>
    </FormDialog>
  );
}

export function DeleteReservationDialog({ reservation, locationName, onClose }: { reservation: ReservationItemDto; locationName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const what = { count: reservation.quantity, location: locationName };
  return (
    <ConfirmMutationDialog
      open
      mutation={deleteReservationMutation()}
      variables={{ path: { id: reservation.id } }}
      title={t("inventory.reservations.delete.title", what)}
      description={t("inventory.reservations.delete.description", what)}
      confirmLabel={t("inventory.reservations.delete.confirm")}
      danger
      done={t("inventory.reservations.delete.done", what)}
      onDone={onClose}
      onCancel={onClose}
    />
  );
}
