// A group's members: searched and paged by the server (the page's URL keeps
// it), removed in bulk after a question, and added from the customer picker
// (one batch request each way).
import { Heading, HStack, Stack } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getCustomerGroupsGroupCustomersOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Customer, CustomerGroup } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { type BulkAction, DataTable } from "@app/components/data-table/DataTable";
import { present } from "@app/components/data-table/filter-values";
import { queryState } from "@app/components/data-table/query-state";
import { useListParams } from "@app/components/data-table/use-list-params";
import { toaster } from "@app/components/toaster";
import { customerRowProps, useCustomerColumns } from "@app/routes/customers/list/customer-columns";
import { CustomerPickerModal } from "../components/CustomerPickerModal";
import { addMembersMutation, removeMembersMutation } from "../components/membership-mutations";

const asIds = (ids: string[]) => ids.map((id) => ({ id }));

export function GroupMembersSection({ group }: { group: CustomerGroup }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const { name, email, account, created_at } = useCustomerColumns();
  const columns = [name, email, account, created_at].map((c) => ({ ...c, sortKey: undefined }));
  const list = useListParams();
  const members = useQuery({
    ...getCustomerGroupsGroupCustomersOptions({ path: { id: group.id }, query: { offset: list.offset, limit: list.limit, ...present({ q: list.q }) } }),
    placeholderData: keepPreviousData,
  });
  const add = useMutation(addMembersMutation());
  const remove = useMutation(removeMembersMutation());
  const path = { id: group.id };
  const done = (description: string) => toaster.create({ type: "success", title: t("toast.success"), description });
  const removeSelected: BulkAction<Customer> = {
    key: "remove",
    label: t("customerGroups.members.remove"),
    danger: true,
    confirm: (rows) => ({
      title: t("customerGroups.members.removeTitle", { name: group.name }),
      description: t("customerGroups.members.removeBody", { count: rows.length, name: group.name }),
      confirmLabel: t("customerGroups.members.remove"),
    }),
    run: (rows) =>
      remove
        .mutateAsync({ path, body: { customer_ids: asIds(rows.map((c) => c.id)) } })
        .then(() => done(t("customerGroups.members.removed", { count: rows.length })))
        // A refusal has been toasted; the selection is cleared either way.
        .catch(() => {}),
  };
  return (
    <Stack gap="3" as="section" aria-label={t("customerGroups.members.title")}>
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {t("customerGroups.members.title")}
        </Heading>
        <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
          {t("customerGroups.members.add")}
        </Button>
      </HStack>
      <DataTable
        id="customer-group-members"
        label={t("customerGroups.members.title")}
        columns={columns}
        list={list}
        rows={members.data?.customers}
        count={members.data?.count}
        {...customerRowProps}
        {...queryState(members)}
        emptyText={t("customerGroups.members.empty")}
        bulkActions={[removeSelected]}
      />
      <CustomerPickerModal
        open={picking}
        onClose={() => setPicking(false)}
        groupId={group.id}
        title={t("customerGroups.members.addTitle", { name: group.name })}
        onConfirm={async (ids) => {
          await add.mutateAsync({ path, body: { customer_ids: asIds(ids) } });
          done(t("customerGroups.members.added", { count: ids.length }));
        }}
      />
    </Stack>
  );
}
