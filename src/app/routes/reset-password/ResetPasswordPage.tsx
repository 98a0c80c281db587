import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { AuthCard } from "@app/components/AuthCard";
import { NewPasswordForm } from "./NewPasswordForm";
import { RequestResetForm } from "./RequestResetForm";

/** /reset-password asks for a link; /reset-password?token=…&email=… sets the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token");
  return token ? (
    <AuthCard title={t("resetPassword.newTitle")}>
      <NewPasswordForm token={token} email={params.get("email") ?? ""} />
    </AuthCard>
  ) : (
    <AuthCard title={t("resetPassword.title")} subtitle={t("resetPassword.subtitle")}>
      <RequestResetForm />
    </AuthCard>
  );
}
