// Asks the server to email the signed-in user a password-reset link (the
// reset-password page then sets the new password).
import { Flex, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { postUsersUserPasswordTokenMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { User } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { SectionCard } from "@app/components/detail/SectionCard";

export function PasswordSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const request = useMutation(postUsersUserPasswordTokenMutation());
  return (
    <SectionCard title={t("settings.profile.password.title")}>
      <Stack gap="3">
        <Text color="fg.muted">{t("settings.profile.password.help", { email: user.email })}</Text>
        {request.isSuccess && (
          <Text role="status" color="green.fg">
            {t("settings.profile.password.sent", { email: user.email })}
          </Text>
        )}
        <Flex justify="flex-end">
          <Button size="small" variant="secondary" onClick={() => request.mutateAsync({ body: { email: user.email } }).catch(() => undefined)}>
            {t("settings.profile.password.send")}
          </Button>
        </Flex>
      </Stack>
    </SectionCard>
  );
}
