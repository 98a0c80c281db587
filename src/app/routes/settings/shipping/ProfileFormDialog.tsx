// Creates a shipping profile (then opens it, to add its products) or renames
// one. A refusal is said in the dialog, which keeps what was typed.
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { postShippingProfilesMutation, postShippingProfilesProfileMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { ShippingProfile } from "@generated/admin/types.gen";
import { TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { shippingCard } from "../section";
import { createProfileBody, profileSchema, type ProfileValues, profileValues } from "./profile-form";

export function CreateProfileDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<ProfileValues>({ resolver: standardSchemaResolver(profileSchema), defaultValues: profileValues() });
  const { mutation, save } = useDialogSave(postShippingProfilesMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ body: createProfileBody(values) }, ({ shipping_profile }) => {
      navigate(shippingCard.to("detail", { id: shipping_profile.id }));
      return t("settings.shipping.form.created", { name: shipping_profile.name });
    }),
  );
  return (
    <FormDialog
      id="shipping-profile-create"
      title={t("settings.shipping.form.createTitle")}
      submitLabel={t("settings.shipping.form.create")}
      onSubmit={submit}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={onClose}
    >
      <TextInput control={form.control} name="name" label={t("settings.shipping.fields.name")} helper={t("settings.shipping.fields.nameHelp")} required autoFocus autoComplete="off" />
    </FormDialog>
  );
}

export function EditProfileDialog({ profile, onClose }: { profile: ShippingProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<ProfileValues>({ resolver: standardSchemaResolver(profileSchema), defaultValues: profileValues(profile) });
  const { mutation, save } = useDialogSave(postShippingProfilesProfileMutation(), onClose);
  const submit = form.handleSubmit(({ name }) =>
    save({ path: { id: profile.id }, body: { name: name.trim() } }, ({ shipping_profile }) => t("settings.shipping.form.updated", { name: shipping_profile.name })),
  );
  return (
    <FormDialog
      id="shipping-profile-edit"
      title={t("settings.shipping.form.editTitle", { name: profile.name })}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={onClose}
    >
      <TextInput control={form.control} name="name" label={t("settings.shipping.fields.name")} helper={t("settings.shipping.fields.nameHelp")} required autoFocus autoComplete="off" />
    </FormDialog>
  );
}
