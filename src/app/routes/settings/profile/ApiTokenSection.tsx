// The signed-in user's API token: made in the browser (api-token.ts), saved
// on the user, and shown once with a copy button. The server keeps it but the
// dashboard never shows a saved one again; replacing it asks first, as
// whatever uses the old one stops working.
import { Alert, Code, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getAuthQueryKey, postUsersUserMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { User } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { CopyButton } from "@app/components/controls/CopyButton";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { toaster } from "@app/components/toaster";
import { newApiToken } from "./api-token";

export function ApiTokenSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<string>();
  // The token a replacement would save, made when the question is asked.
  const [replacement, setReplacement] = useState<string>();
  const create = useMutation(postUsersUserMutation());
  const saved = async (token: string) => {
    setShown(token);
    await queryClient.invalidateQueries({ queryKey: getAuthQueryKey() });
  };
  const createToken = async () => {
    const token = newApiToken();
    try {
      await create.mutateAsync({ path: { id: user.id }, body: { api_token: token } });
    } catch {
      return; // toasted by the query client
    }
    toaster.create({ type: "success", title: t("toast.success"), description: t("settings.profile.apiToken.done") });
    await saved(token);
  };
  return (
    <SectionCard title={t("settings.profile.apiToken.title")}>
      <Stack gap="3">
        <Text color="fg.muted">{t("settings.profile.apiToken.help")}</Text>
        {shown ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Stack gap="2" flex="1" minW="0">
              <Alert.Title>{t("settings.profile.apiToken.shownOnce")}</Alert.Title>
              <HStack gap="2">
                <Code aria-label={t("settings.profile.apiToken.value")} overflowWrap="anywhere" data-testid="new-api-token">
                  {shown}
                </Code>
                <CopyButton value={shown} label={t("settings.profile.apiToken.copy")} />
              </HStack>
            </Stack>
          </Alert.Root>
        ) : (
          <Text>{t(user.api_token ? "settings.profile.apiToken.set" : "settings.profile.apiToken.none")}</Text>
        )}
        <Flex justify="flex-end">
          {user.api_token ? (
            <Button size="small" variant="secondary" onClick={() => setReplacement(newApiToken())}>
              {t("settings.profile.apiToken.replace")}
            </Button>
          ) : (
            <Button size="small" variant="secondary" onClick={createToken}>
              {t("settings.profile.apiToken.create")}
            </Button>
          )}
        </Flex>
      </Stack>
      <ConfirmMutationDialog
        open={replacement !== undefined}
        onCancel={() => setReplacement(undefined)}
        mutation={postUsersUserMutation()}
        variables={{ path: { id: user.id }, body: { api_token: replacement ?? "" } }}
        title={t("settings.profile.apiToken.replaceTitle")}
        description={t("settings.profile.apiToken.replaceDescription")}
        confirmLabel={t("settings.profile.apiToken.replace")}
        danger
        done={t("settings.profile.apiToken.done")}
        onDone={() => {
          if (replacement) void saved(replacement);
          setReplacement(undefined);
        }}
      />
    </SectionCard>
  );
}
