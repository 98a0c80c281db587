// The pending invites (the server lists them all, unpaged): role, when the
// invite expires (expired ones marked), and per invite: copy the accept link
// (built from the store's invite link template), resend, delete (asks first).
import { Badge, Box, HStack, Skeleton, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteInvitesInviteMutation, getInvitesOptions, getStoreOptions, postInvitesInviteResendMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Invite } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { CopyButton } from "@app/components/controls/CopyButton";
import { EmptyState, ErrorState } from "@app/components/data-table/TableStates";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";
import { inviteLink } from "./invite-link";

const isExpired = (invite: Invite, now: number) => new Date(invite.expires_at).getTime() <= now;

export function InvitesSection({ action }: { action: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const invites = useQuery(getInvitesOptions());
  const store = useQuery(getStoreOptions()).data?.store;
  const template = store?.invite_link_template;
  const [deleting, setDeleting] = useState<Invite>();
  const [now] = useState(() => Date.now());
  const rows = invites.data?.invites;
  return (
    <SectionCard title={t("settings.team.invites.title")} action={action}>
      {invites.error ? (
        <ErrorState error={invites.error} onRetry={() => void invites.refetch()} />
      ) : rows?.length === 0 ? (
        <EmptyState filtered={false} emptyText={t("settings.team.invites.empty")} onClearFilters={() => undefined} />
      ) : (
        <>
          {rows && store && !template && (
            <Text color="fg.muted" textStyle="sm" mb="3">
              {t("settings.team.invites.noTemplate")}
            </Text>
          )}
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t("settings.team.invites.title")}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t("settings.team.invites.columns.email")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("settings.team.invites.columns.role")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("settings.team.invites.columns.expires")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t("settings.team.invites.columns.actions")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {!rows && (
                  <Table.Row aria-hidden>
                    {Array.from({ length: 4 }, (_, i) => (
                      <Table.Cell key={i}>
                        <Skeleton h="4" />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                )}
                {rows?.map((invite) => (
                  <Table.Row key={invite.id}>
                    <Table.Cell overflowWrap="anywhere">{invite.user_email}</Table.Cell>
                    <Table.Cell>{invite.role ? t(`settings.team.roles.${invite.role}`) : "—"}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Text>{format.date(invite.expires_at)}</Text>
                        {isExpired(invite, now) ? (
                          <Badge colorPalette="red">{t("settings.team.invites.expired")}</Badge>
                        ) : (
                          <Badge colorPalette="green">{t("settings.team.invites.pending")}</Badge>
                        )}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>
                      <InviteActions invite={invite} link={inviteLink(template, invite.token)} onDelete={() => setDeleting(invite)} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </>
      )}
      <ConfirmMutationDialog
        open={deleting !== undefined}
        onCancel={() => setDeleting(undefined)}
        mutation={deleteInvitesInviteMutation()}
        variables={{ path: { invite_id: deleting?.id ?? "" } }}
        title={t("settings.team.invites.delete.title", { email: deleting?.user_email ?? "" })}
        description={t("settings.team.invites.delete.description", { email: deleting?.user_email ?? "" })}
        confirmLabel={t("settings.team.invites.delete.confirm")}
        danger
        done={t("settings.team.invites.delete.done", { email: deleting?.user_email ?? "" })}
        onDone={() => setDeleting(undefined)}
      />
    </SectionCard>
  );
}

function InviteActions({ invite, link, onDelete }: { invite: Invite; link: string | undefined; onDelete: () => void }) {
  const { t } = useTranslation();
  const email = invite.user_email;
  const resend = useMutation(postInvitesInviteResendMutation());
  return (
    <HStack gap="1" justify="flex-end">
      {link && (
        <CopyButton value={link} label={t("settings.team.invites.copy.action", { email })} text={t("settings.team.invites.copy.label")} />
      )}
      <Button
        variant="ghost"
        size="small"
        aria-label={t("settings.team.invites.resend.action", { email })}
        onClick={() =>
          resend
            .mutateAsync({ path: { invite_id: invite.id } })
            .then(() => toaster.create({ type: "success", title: t("toast.success"), description: t("settings.team.invites.resend.done", { email }) }))
            .catch(() => undefined)
        }
      >
        {t("settings.team.invites.resend.label")}
      </Button>
      <Button variant="ghost" size="small" color="fg.error" aria-label={t("settings.team.invites.delete.action", { email })} onClick={onDelete}>
        {t("settings.team.invites.delete.label")}
      </Button>
    </HStack>
  );
}
