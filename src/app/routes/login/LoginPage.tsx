import { Button, Link, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useNavigate } from "react-router-dom";
import { postAuthMutation } from "@generated/admin/@tanstack/react-query.gen";
import { AuthCard } from "@app/components/AuthCard";
import { PasswordInput } from "@app/components/controls/PasswordInput";
import { TextInput } from "@app/components/controls/TextInput";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { afterLoginPath } from "./redirect";
import { preloadPage } from "@app/router";
import { inlineErrors } from "@app/api/query-client";
import { startSession } from "@app/providers/session";
import { WidgetZone } from "@app/extensions/context";
import { loginZones } from "@app/extensions/zones";
import type { TranslationKey } from "@app/i18n/translation-key";
import type { LoginValues } from "./login-schema";

const loadSchema = () => import("./login-schema");
const resolver: Resolver<LoginValues> = async (...args) => (await loadSchema()).loginResolver(...args);

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const form = useForm<LoginValues>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", password: "" },
  });
  const login = useMutation({
    ...inlineErrors(postAuthMutation()),
    onSuccess: (data) => {
      startSession(queryClient, data);
      navigate(afterLoginPath(location.search), { replace: true });
    },
  });
  // Set by flows that end here, e.g. a successful password reset.
  const notice = (location.state as { notice?: TranslationKey } | null)?.notice;
  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
      <WidgetZone name={loginZones.before} />
      {/* While the user types, the validation loads, and the code of the page signing in leads to. */}
      <form noValidate onInput={() => void Promise.all([loadSchema(), preloadPage(afterLoginPath(location.search))])} onSubmit={form.handleSubmit((body) => login.mutate({ body }))}>
        <Stack gap="4">
          {notice && !login.isError && <FormAlert status="success">{t(notice)}</FormAlert>}
          {login.isError && <FormAlert>{errorMessage(t, login.error, { 401: t("login.wrongCredentials") })}</FormAlert>}
          <TextInput control={form.control} name="email" type="email" autoComplete="username" autoFocus label={t("form.email")} required />
          <PasswordInput control={form.control} name="password" autoComplete="current-password" label={t("form.password")} required />
          <Button type="submit" colorPalette="gray" loading={login.isPending} w="full">
            {t("login.submit")}
          </Button>
          <Link asChild fontSize="sm" alignSelf="center">
            <RouterLink to="/reset-password">{t("login.forgotPassword")}</RouterLink>
          </Link>
        </Stack>
      </form>
      <WidgetZone name={loginZones.after} />
    </AuthCard>
  );
}
