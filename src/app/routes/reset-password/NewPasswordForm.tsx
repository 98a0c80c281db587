import { Button, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { z } from "zod/mini";
import { postUsersUserPasswordMutation } from "@generated/admin/@tanstack/react-query.gen";
import { zAdminResetPasswordRequest } from "@generated/admin/zod.gen";
import { PasswordInput, TextInput } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { newPasswordFields, passwordsMatch } from "@app/components/form/password-schema";
import { inlineErrors } from "@app/api/query-client";

const schema = z.extend(z.omit(zAdminResetPasswordRequest, { token: true }), newPasswordFields).check(passwordsMatch);
type Values = z.infer<typeof schema>;

/** Step two of a reset: the link's token and email, a new password twice. */
export function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: standardSchemaResolver(schema),
    reValidateMode: "onChange",
    defaultValues: { email, password: "", confirm: "" },
  });
  const reset = useMutation({
    ...inlineErrors(postUsersUserPasswordMutation()),
    onSuccess: () => navigate("/login", { replace: true, state: { notice: "resetPassword.done" } }),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ email, password }) => reset.mutate({ body: { token, email, password } }))}>
      <Stack gap="4">
        {reset.isError && <FormAlert>{errorMessage(t, reset.error, { 400: t("resetPassword.expired"), 401: t("resetPassword.expired") })}</FormAlert>}
        <TextInput control={form.control} name="email" type="email" autoComplete="username" label={t("form.email")} required />
        <PasswordInput control={form.control} name="password" autoComplete="new-password" autoFocus label={t("form.newPassword")} required />
        <PasswordInput control={form.control} name="confirm" autoComplete="new-password" label={t("form.confirmPassword")} required />
        <Button type="submit" loading={reset.isPending} w="full">
          {t("resetPassword.submit")}
        </Button>
      </Stack>
    </form>
  );
}
