// Invites a person by email with a role; the server sends the invitation.
// A refusal (e.g. the email already has an account) is said in the dialog,
// which keeps what was typed.
import { Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postInvitesMutation } from "@generated/admin/@tanstack/react-query.gen";
import { TextInput } from "@app/components/controls";
import { FormDialog } from "@app/components/modals/FormDialog";
import { useDialogSave } from "@app/components/modals/use-dialog-save";
import { inviteSchema, type InviteValues, NEW_INVITE } from "./invite-form";
import { RoleField } from "./roles";

export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<InviteValues>({ resolver: standardSchemaResolver(inviteSchema), defaultValues: NEW_INVITE });
  const { mutation: invite, save } = useDialogSave(postInvitesMutation(), onClose);
  const submit = form.handleSubmit((body) => {
    const email = body.user.trim();
    return save({ body: { ...body, user: email } }, () => t("settings.team.invites.create.done", { email }));
  });
  return (
    <FormDialog
      id="team-invite-form"
      title={t("settings.team.invites.create.title")}
      submitLabel={t("settings.team.invites.create.submit")}
      onSubmit={submit}
      pending={invite.isPending}
      error={invite.error}
      onClose={onClose}
    >
      <Stack gap="5">
        <TextInput control={form.control} name="user" type="email" label={t("settings.team.fields.email")} required autoFocus autoComplete="off" />
        <RoleField control={form.control} name="role" />
      </Stack>
    </FormDialog>
  );
}
