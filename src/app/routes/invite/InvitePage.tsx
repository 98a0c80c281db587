import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { z } from "zod/mini";
import { postAuthMutation, postInvitesInviteAcceptMutation } from "@generated/admin/@tanstack/react-query.gen";
import { zAdminPostInvitesInviteAcceptReq } from "@generated/admin/zod.gen";
import { AuthCard } from "@app/components/AuthCard";
import { PasswordInput, TextInput } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { newPasswordFields, passwordsMatch } from "@app/components/form/password-schema";
import { invitedEmail } from "./invite-token";
import { inlineErrors } from "@app/api/query-client";
import { startSession } from "@app/providers/session";
import { homeSection } from "@app/routes/sections";

const required = z.string().check(z.minLength(1));
const schema = z
  .extend(z.omit(zAdminPostInvitesInviteAcceptReq.shape.user, { password: true }), {
    first_name: required,
    last_name: required,
    ...newPasswordFields,
  })
  .check(passwordsMatch);
type Values = z.infer<typeof schema>;

/** /invite?token=…: accept an invitation, then arrive signed in. */
export default function InvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSearchParams()[0].get("token") ?? "";
  const email = invitedEmail(token);
  const form = useForm<Values>({
    resolver: standardSchemaResolver(schema),
    reValidateMode: "onChange",
    defaultValues: { first_name: "", last_name: "", password: "", confirm: "" },
  });
  const signIn = useMutation({
    ...inlineErrors(postAuthMutation()),
    onSuccess: (data) => {
      startSession(queryClient, data);
      navigate(homeSection.to("main"), { replace: true });
    },
  });
  const accept = useMutation({
    ...inlineErrors(postInvitesInviteAcceptMutation()),
    onSuccess: (_data, { body }) => {
      if (email && body) signIn.mutate({ body: { email, password: body.user.password } });
      else navigate("/login", { replace: true });
    },
  });
  if (!token || !email) {
    return (
      <AuthCard title={t("invite.title")}>
        <Stack gap="4">
          <FormAlert>{t("invite.invalidLink")}</FormAlert>
          <Link asChild alignSelf="center">
            <RouterLink to="/login">{t("resetPassword.backToLogin")}</RouterLink>
          </Link>
        </Stack>
      </AuthCard>
    );
  }
  const failed = accept.error ?? signIn.error;
  return (
    <AuthCard title={t("invite.title")} subtitle={t("invite.subtitle")}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ first_name, last_name, password }) =>
          accept.mutate({ body: { token, user: { first_name, last_name, password } } }),
        )}
      >
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted" data-testid="invite-email">
            {t("invite.joiningAs", { email })}
          </Text>
          {failed && <FormAlert>{errorMessage(t, failed, { 400: t("invite.expired"), 401: t("invite.expired") })}</FormAlert>}
          <TextInput control={form.control} name="first_name" autoComplete="given-name" autoFocus label={t("form.firstName")} required />
          <TextInput control={form.control} name="last_name" autoComplete="family-name" label={t("form.lastName")} required />
          <PasswordInput control={form.control} name="password" autoComplete="new-password" label={t("form.password")} required />
          <PasswordInput control={form.control} name="confirm" autoComplete="new-password" label={t("form.confirmPassword")} required />
          <Button type="submit" loading={accept.isPending || signIn.isPending} w="full">
            {t("invite.submit")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
