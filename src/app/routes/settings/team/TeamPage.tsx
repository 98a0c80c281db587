// /a/settings/team: the store's users (edit, delete) and the pending
// invites (invite, resend, copy the link, delete).
import { Heading, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls";
import { PageHeader } from "@app/components/PageHeader";
import { InviteDialog } from "./InviteDialog";
import { InvitesSection } from "./InvitesSection";
import { UsersTable } from "./UsersTable";

export default function TeamPage() {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <PageHeader title={t("settings.team.title")} />
      <Stack gap="8">
        <Stack gap="3" as="section" aria-label={t("settings.team.users.title")}>
          <Heading as="h2" size="md">
            {t("settings.team.users.title")}
          </Heading>
          <UsersTable />
        </Stack>
        <InvitesSection
          action={
            <Button size="small" onClick={() => setInviting(true)}>
              {t("settings.team.invites.create.action")}
            </Button>
          }
        />
      </Stack>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </>
  );
}
