import { Button, Link, Stack } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { z } from "zod/mini";
import { postUsersUserPasswordTokenMutation } from "@generated/admin/@tanstack/react-query.gen";
import { zAdminResetPasswordTokenRequest } from "@generated/admin/zod.gen";
import { TextInput } from "@app/components/controls";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { inlineErrors } from "@app/api/query-client";

/** Step one of a reset: ask for a link by email. */
export function RequestResetForm() {
  const { t } = useTranslation();
  const form = useForm<z.infer<typeof zAdminResetPasswordTokenRequest>>({
    resolver: standardSchemaResolver(zAdminResetPasswordTokenRequest),
    reValidateMode: "onChange",
    defaultValues: { email: "" },
  });
  const request = useMutation(inlineErrors(postUsersUserPasswordTokenMutation()));
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => request.mutate({ body }))}>
      <Stack gap="4">
        {request.isSuccess && <FormAlert status="success">{t("resetPassword.linkSent")}</FormAlert>}
        {request.isError && <FormAlert>{errorMessage(t, request.error)}</FormAlert>}
        <TextInput control={form.control} name="email" type="email" autoComplete="email" autoFocus label={t("form.email")} required />
        <Button type="submit" loading={request.isPending} w="full">
          {t("resetPassword.sendLink")}
        </Button>
        <Link asChild fontSize="sm" alignSelf="center">
          <RouterLink to="/login">{t("resetPassword.backToLogin")}</RouterLink>
        </Link>
      </Stack>
    </form>
  );
}
