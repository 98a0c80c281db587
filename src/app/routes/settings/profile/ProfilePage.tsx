// /a/settings/personal-information: the signed-in user's name, the
// dashboard's language, a password-reset email and their API token. The
// usage-data preferences have their own card (settings/analytics).
import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@app/components/detail/SectionCard";
import { FormAlert } from "@app/components/form/FormAlert";
import { errorMessage } from "@app/components/form/error-message";
import { PageHeader } from "@app/components/PageHeader";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { LanguageSelect } from "@app/layout/LanguageSelect";
import { useSession } from "@app/providers/session";
import { ApiTokenSection } from "./ApiTokenSection";
import { NameSection } from "./NameSection";
import { PasswordSection } from "./PasswordSection";

export default function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.data?.user;
  return (
    <>
      <PageHeader title={t("settings.profile.title")} />
      {user ? (
        <Stack gap="6" maxW="720px">
          <NameSection key={user.updated_at} user={user} />
          <SectionCard title={t("settings.profile.language.title")}>
            <Stack gap="3" align="start">
              <Text color="fg.muted">{t("settings.profile.language.help")}</Text>
              <LanguageSelect label={t("settings.profile.language.title")} />
            </Stack>
          </SectionCard>
          <PasswordSection user={user} />
          <ApiTokenSection user={user} />
        </Stack>
      ) : session.error ? (
        <FormAlert>{errorMessage(t, session.error)}</FormAlert>
      ) : (
        <RouteSpinner fullScreen={false} />
      )}
    </>
  );
}
