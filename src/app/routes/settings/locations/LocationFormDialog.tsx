// Creating a stock location (name and address) or editing one. A refusal is
// said in the dialog, which keeps what was typed.
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postStockLocationsMutation, postStockLocationsStockLocationMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { StockLocationExpandedDto } from "@generated/admin/types.gen";
import { SelectInput, TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { countryChoices } from "@app/lib/countries";
import { createLocationBody, locationSchema, type LocationValues, locationValues, updateLocationBody } from "./location-form";

function LocationFields({ form }: { form: ReturnType<typeof useForm<LocationValues>> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  const countries = useMemo(() => countryChoices(language), [language]);
  // The warehouse's address, not the user's: the browser's autofill would put in the user's own.
  const text = (name: "address.address_2" | "address.city" | "address.postal_code" | "address.province" | "address.phone", label: string) => (
    <TextInput control={form.control} name={name} label={label} autoComplete="off" />
  );
  return (
    <Stack gap="5">
      <TextInput control={form.control} name="name" label={t("settings.locations.fields.name")} required autoFocus autoComplete="off" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextInput control={form.control} name="address.address_1" label={t("settings.locations.fields.address1")} required autoComplete="off" />
        {text("address.address_2", t("settings.locations.fields.address2"))}
        {text("address.city", t("settings.locations.fields.city"))}
        {text("address.postal_code", t("settings.locations.fields.postalCode"))}
        {text("address.province", t("settings.locations.fields.province"))}
        <SelectInput
          control={form.control}
          name="address.country_code"
          label={t("settings.locations.fields.country")}
          required
          choices={countries}
          placeholder={t("settings.locations.fields.chooseCountry")}
        />
        {text("address.phone", t("settings.locations.fields.phone"))}
      </SimpleGrid>
    </Stack>
  );
}

/** `onCreated` takes over after the toast (the list opens the new location). */
export function CreateLocationDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const form = useForm<LocationValues>({ resolver: standardSchemaResolver(locationSchema), defaultValues: locationValues() });
  const { mutation: create, save } = useDialogSave(postStockLocationsMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ body: createLocationBody(values) }, ({ stock_location }) => {
      onCreated(stock_location.id);
      return t("settings.locations.form.created", { name: stock_location.name });
    }),
  );
  return (
    <FormDialog id="location-create" title={t("settings.locations.form.createTitle")} submitLabel={t("settings.locations.form.create")} onSubmit={submit} pending={create.isPending} error={create.error} onClose={onClose}>
      <LocationFields form={form} />
    </FormDialog>
  );
}

export function EditLocationDialog({ location, onClose }: { location: StockLocationExpandedDto; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<LocationValues>({ resolver: standardSchemaResolver(locationSchema), defaultValues: locationValues(location) });
  const { mutation: update, save } = useDialogSave(postStockLocationsStockLocationMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ path: { id: location.id }, body: updateLocationBody(values) }, ({ stock_location }) => t("settings.locations.form.updated", { name: stock_location.name })),
  );
  return (
    <FormDialog
      id="location-edit"
      title={t("settings.locations.form.editTitle", { name: location.name })}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={update.isPending}
      error={update.error}
      onClose={onClose}
    >
      <LocationFields form={form} />
    </FormDialog>
  );
}
