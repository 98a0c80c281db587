// /a/customers/groups: the customer groups, searched, sorted and paged by the
// server, each with its number of members; a new group.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CustomerGroup } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { CellText } from "@app/components/data-table/CellText";
import { type Column, DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { GroupFormDialog } from "../components/GroupFormDialog";
import { MemberCount } from "../components/MemberCount";
import { customerGroupsSection } from "../section";
import { customerGroupListQuery } from "./customer-group-list-query";

export default function CustomerGroupListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<CustomerGroup>[] = [
    { key: "name", header: t("customerGroups.columns.name"), sortKey: "name", hideable: false, cell: (g) => <CellText>{g.name}</CellText> },
    { key: "members", header: t("customerGroups.columns.members"), align: "end", cell: (g) => <MemberCount groupId={g.id} /> },
    { key: "created_at", header: t("customerGroups.columns.created"), sortKey: "created_at", firstSort: "desc", cell: (g) => format.date(g.created_at) },
  ];
  const { list, query } = useListQuery(customerGroupListQuery, { sortKeys: sortKeysOf(columns), defaultSort: "-created_at" });
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t(customerGroupsSection.label)}
        actions={
          <Button size="small" onClick={() => setCreating(true)}>
            {t("customerGroups.create.title")}
          </Button>
        }
      />
      <DataTable
        id="customer-groups"
        label={t(customerGroupsSection.label)}
        columns={columns}
        list={list}
        rows={query.data?.customer_groups}
        count={query.data?.count}
        rowKey={(g) => g.id}
        rowHref={(g) => customerGroupsSection.to("detail", { id: g.id })}
        rowLabel={(g) => g.name}
        {...queryState(query)}
        emptyText={t("customerGroups.empty")}
      />
      {creating && <GroupFormDialog onClose={() => setCreating(false)} />}
    </>
  );
}
