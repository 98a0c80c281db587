// An admin changes a teammate's names and role. A refusal is said in the
// dialog, which keeps what was typed.
import { Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postUsersUserMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { User } from "@generated/admin/types.gen";
import { TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { RoleField } from "./roles";
import { userBody, userSchema, type UserValues, userValues } from "./user-form";
import { userName } from "@app/lib/person-name";

export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<UserValues>({ resolver: standardSchemaResolver(userSchema), defaultValues: userValues(user) });
  const { mutation: update, save } = useDialogSave(postUsersUserMutation(), onClose);
  const submit = form.handleSubmit((values) =>
    save({ path: { id: user.id }, body: userBody(values) }, ({ user: saved }) => t("settings.team.users.edit.done", { name: userName(saved) })),
  );
  return (
    <FormDialog
      id="team-user-form"
      title={t("settings.team.users.edit.title")}
      submitLabel={t("modals.saveChanges")}
      onSubmit={submit}
      pending={update.isPending}
      error={update.error}
      onClose={onClose}
    >
      <Stack gap="5">
        <TextInput control={form.control} name="first_name" label={t("settings.team.fields.firstName")} autoFocus autoComplete="off" />
        <TextInput control={form.control} name="last_name" label={t("settings.team.fields.lastName")} autoComplete="off" />
        <RoleField control={form.control} name="role" />
      </Stack>
    </FormDialog>
  );
}
