import { Button, Flex } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { deleteAuthMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { User } from "@generated/admin/types.gen";
import { LanguageSelect } from "./LanguageSelect";
import { NotificationsBell } from "./NotificationsBell";
import { PollingStatus } from "./PollingStatus";
import { SearchButton } from "./SearchButton";
import { UserMenu } from "./UserMenu";
import { inlineErrors } from "@app/api/query-client";
import { endSession } from "@app/providers/session";

export function Topbar({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    // Signing out ends on the login page whatever the server answers.
    ...inlineErrors(deleteAuthMutation()),
    onSettled: () => {
      // Whatever the server said, nothing of this session may stay on screen or in the browser.
      endSession(queryClient);
      navigate("/login", { replace: true });
    },
  });
  return (
    <Flex as="header" align="center" justify="flex-end" gap="4" px="6" py="3" borderBottomWidth="1px" bg="bg">
      <SearchButton />
      <PollingStatus />
      <NotificationsBell />
      <UserMenu user={user} />
      <LanguageSelect />
      <Button size="sm" variant="outline" loading={signOut.isPending} onClick={() => signOut.mutate({})}>
        {t("shell.signOut")}
      </Button>
    </Flex>
  );
}
