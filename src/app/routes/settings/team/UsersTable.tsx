// The team's users, searched, sorted and paged by the server: each with
// its role, edited in a dialog, and deleted after a question naming them.
// The signed-in user cannot delete themselves (the button says why).
import { Badge, HStack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteUsersUserMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { User } from "@generated/admin/types.gen";
import { Button, Tooltip } from "@app/components/controls";
import { CellText } from "@app/components/data-table/CellText";
import { type Column, DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { useFormat } from "@app/i18n/use-format";
import { useSession } from "@app/providers/session";
import { EditUserDialog } from "./EditUserDialog";
import { userListQuery } from "./user-list-query";
import { personName, userName } from "@app/lib/person-name";

export function UsersTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useSession().data?.user.id;
  const [editing, setEditing] = useState<User>();
  const [deleting, setDeleting] = useState<User>();
  const columns: Column<User>[] = [
    {
      key: "name",
      header: t("settings.team.users.columns.name"),
      sortKey: "first_name",
      hideable: false,
      cell: (u) => (
        <HStack gap="2">
          <CellText>{personName(u) || t("settings.team.users.noName")}</CellText>
          {u.id === me && <Badge colorPalette="blue">{t("settings.team.users.you")}</Badge>}
        </HStack>
      ),
    },
    { key: "email", header: t("settings.team.users.columns.email"), sortKey: "email", cell: (u) => <CellText>{u.email}</CellText> },
    { key: "role", header: t("settings.team.users.columns.role"), cell: (u) => t(`settings.team.roles.${u.role}`) },
    { key: "created_at", header: t("settings.team.users.columns.created"), sortKey: "created_at", firstSort: "desc", cell: (u) => format.date(u.created_at) },
    {
      key: "actions",
      header: t("settings.team.invites.columns.actions"),
      align: "end",
      hideable: false,
      cell: (u) => <UserActions user={u} isMe={u.id === me} onEdit={() => setEditing(u)} onDelete={() => setDeleting(u)} />,
    },
  ];
  const { list, query } = useListQuery(userListQuery, { sortKeys: sortKeysOf(columns) });
  return (
    <>
      <DataTable
        id="team-users"
        label={t("settings.team.users.title")}
        columns={columns}
        list={list}
        rows={query.data?.users}
        count={query.data?.count}
        rowKey={(u) => u.id}
        {...queryState(query)}
        emptyText={t("settings.team.users.empty")}
      />
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmMutationDialog
        open={deleting !== undefined}
        onCancel={() => setDeleting(undefined)}
        mutation={deleteUsersUserMutation()}
        variables={{ path: { id: deleting?.id ?? "" } }}
        title={t("settings.team.users.delete.title", { name: deleting ? userName(deleting) : "" })}
        description={t("settings.team.users.delete.description", { name: deleting ? userName(deleting) : "", email: deleting?.email ?? "" })}
        confirmLabel={t("settings.team.users.delete.confirm")}
        danger
        done={t("settings.team.users.delete.done", { name: deleting ? userName(deleting) : "" })}
        onDone={() => setDeleting(undefined)}
      />
    </>
  );
}

function UserActions({ user, isMe, onEdit, onDelete }: { user: User; isMe: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const name = userName(user);
  const remove = (
    <Button variant="ghost" size="small" color="fg.error" disabled={isMe} aria-label={t("settings.team.users.delete.action", { name })} onClick={onDelete}>
      {t("settings.team.invites.delete.label")}
    </Button>
  );
  return (
    <HStack gap="1" justify="flex-end">
      <Button variant="ghost" size="small" aria-label={t("settings.team.users.edit.action", { name })} onClick={onEdit}>
        {t("settings.team.users.edit.label")}
      </Button>
      <Tooltip content={isMe ? t("settings.team.users.delete.self") : undefined}>{remove}</Tooltip>
    </HStack>
  );
}
