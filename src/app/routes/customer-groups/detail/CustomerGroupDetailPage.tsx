// /a/customers/groups/:id: a customer group: renamed in a modal, deleted after
// a question naming it, its members (added from a picker, removed in bulk), the
// price lists and discounts targeting it and the raw record, between the plugin zones
// customer_group.details.before / .after.
import { Grid, HStack, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { deleteCustomerGroupsCustomerGroupMutation, getCustomerGroupsGroupOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { CustomerGroup } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { DeleteRecordDialog } from "@app/components/detail/DeleteRecordDialog";
import { DetailPage } from "@app/components/detail/DetailPage";
import { MetadataSection } from "@app/components/detail/MetadataSection";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { PageHeader } from "@app/components/PageHeader";
import { GroupFormDialog } from "../components/GroupFormDialog";
import { MemberCount } from "../components/MemberCount";
import { customerGroupsSection } from "../section";
import { GroupDiscountsSection } from "./GroupDiscountsSection";
import { GroupMembersSection } from "./GroupMembersSection";
import { GroupPriceListsSection } from "./GroupPriceListsSection";

export default function CustomerGroupDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DetailPage
      query={useQuery(getCustomerGroupsGroupOptions({ path: { id } }))}
      select={(data) => data.customer_group}
      zone="customer_group"
      title={(group) => group.name}
      unavailable={{
        notFound: { title: t("customerGroups.detail.notFound") },
        forbidden: t("customerGroups.detail.forbidden"),
        back: { to: customerGroupsSection.to("main"), label: t("customerGroups.detail.back") },
      }}
    >
      {(group) => <GroupView group={group} />}
    </DetailPage>
  );
}

function GroupView({ group }: { group: CustomerGroup }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <PageHeader
        title={group.name}
        actions={
          <HStack>
            <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
              {t("customerGroups.detail.edit")}
            </Button>
            <Button variant="danger" size="small" onClick={() => setDeleting(true)}>
              {t("customerGroups.detail.delete")}
            </Button>
          </HStack>
        }
      />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="5" alignItems="start">
        <Stack gap="5">
          <GroupMembersSection group={group} />
          <RawJsonSection record={group} />
        </Stack>
        <Stack gap="5">
          <SectionCard title={t("customerGroups.detail.summary")}>
            <DetailRows rows={[[t("customerGroups.columns.members"), <MemberCount key="members" groupId={group.id} />]]} />
          </SectionCard>
          <GroupPriceListsSection group={group} />
          <GroupDiscountsSection group={group} />
          <MetadataSection metadata={group.metadata} />
        </Stack>
      </Grid>
      {editing && <GroupFormDialog group={group} onClose={() => setEditing(false)} />}
      <DeleteRecordDialog
        open={deleting}
        onCancel={() => setDeleting(false)}
        mutation={deleteCustomerGroupsCustomerGroupMutation()}
        variables={{ path: { id: group.id } }}
        title={t("customerGroups.detail.deleteTitle", { name: group.name })}
        description={t("customerGroups.detail.deleteBody")}
        confirmLabel={t("customerGroups.detail.delete")}
        deleted={t("customerGroups.detail.deleted", { name: group.name })}
        listPath={customerGroupsSection.to("main")}
      />
    </>
  );
}
