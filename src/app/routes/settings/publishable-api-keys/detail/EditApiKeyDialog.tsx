// Renames a publishable key (its title is all that can change). A refusal is
// said in the dialog, which keeps what was typed.
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postPublishableApiKysPublishableApiKeyMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { PublishableApiKey } from "@generated/admin/types.gen";
import { TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { titleSchema, type TitleValues } from "../api-key-form";

export function EditApiKeyDialog({ apiKey, onClose }: { apiKey: PublishableApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<TitleValues>({ resolver: standardSchemaResolver(titleSchema), defaultValues: { title: apiKey.title } });
  const { mutation, save } = useDialogSave(postPublishableApiKysPublishableApiKeyMutation(), onClose);
  const submit = form.handleSubmit(({ title }) =>
    save({ path: { id: apiKey.id }, body: { title: title.trim() } }, ({ publishable_api_key }) =>
      t("settings.apiKeys.form.updated", { title: publishable_api_key.title }),
    ),
  );
  return (
    <FormDialog
      id="api-key-edit"
      title={t("settings.apiKeys.form.editTitle")}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={onClose}
    >
      <TextInput control={form.control} name="title" label={t("settings.apiKeys.fields.title")} helper={t("settings.apiKeys.fields.titleHelp")} required autoFocus autoComplete="off" />
    </FormDialog>
  );
}
