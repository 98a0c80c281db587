// An inventory item's attributes (title, description, material, customs codes,
// origin, sizes and weight, whether it is shipped), edited in a dialog.
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postInventoryItemsInventoryItemMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { InventoryItemDto } from "@generated/admin/types.gen";
import { NumberInput, TextareaInput, TextInput } from "@app/components/controls";
import { Button } from "@app/components/controls/Button";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { useFormat } from "@app/i18n/use-format";
import { attributesBody, attributesSchema, type AttributesValues, attributesValues, NUMBER_ATTRIBUTES } from "./attributes-form";

export function AttributesSection({ item }: { item: InventoryItemDto & { id: string } }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [editing, setEditing] = useState(false);
  const measure = (value: number | null | undefined) => (value === null || value === undefined ? null : number(value));
  return (
    <SectionCard
      title={t("inventory.attributes.title")}
      action={
        <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
          {t("inventory.attributes.edit")}
        </Button>
      }
    >
      <DetailRows
        rows={[
          [t("inventory.attributes.fields.title"), item.title],
          [t("inventory.attributes.fields.description"), item.description],
          [t("inventory.attributes.fields.material"), item.material],
          [t("inventory.attributes.fields.hs_code"), item.hs_code],
          [t("inventory.attributes.fields.mid_code"), item.mid_code],
          [t("inventory.attributes.fields.origin_country"), item.origin_country?.toUpperCase()],
          ...NUMBER_ATTRIBUTES.map((key): [string, string | null] => [t(`inventory.attributes.fields.${key}`), measure(item[key])]),
          [t("inventory.attributes.fields.requires_shipping"), item.requires_shipping === false ? t("inventory.attributes.no") : t("inventory.attributes.yes")],
        ]}
      />
      {editing && <EditAttributesDialog item={item} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}

function EditAttributesDialog({ item, onClose }: { item: InventoryItemDto & { id: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<AttributesValues>({ resolver: standardSchemaResolver(attributesSchema), defaultValues: attributesValues(item) });
  const { mutation: update, save } = useDialogSave(postInventoryItemsInventoryItemMutation(), onClose);
  const submit = form.handleSubmit((values) => save({ path: { id: item.id }, body: attributesBody(values) }, () => t("inventory.attributes.saved")));
  const text = (name: "title" | "material" | "hs_code" | "mid_code" | "origin_country") => (
    <TextInput control={form.control} name={name} label={t(`inventory.attributes.fields.${name}`)} autoComplete="off" />
  );
  return (
    <FormDialog id="inventory-attributes" title={t("inventory.attributes.editTitle")} submitLabel={t("modals.saveChanges")} onSubmit={submit} pending={update.isPending} error={update.error} onClose={onClose}>
      <Stack gap="5">
        {text("title")}
        <TextareaInput control={form.control} name="description" label={t("inventory.attributes.fields.description")} rows={2} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text("material")}
          {text("origin_country")}
          {text("hs_code")}
          {text("mid_code")}
          {NUMBER_ATTRIBUTES.map((key) => (
            <NumberInput key={key} control={form.control} name={key} label={t(`inventory.attributes.fields.${key}`)} min={0} />
          ))}
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
