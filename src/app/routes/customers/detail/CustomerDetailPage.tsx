// /a/customers/:id: one customer: profile (edited in a modal; the email is
// fixed once the customer has an account), addresses, orders (with their
// transfer to another customer), groups, metadata and the raw record, between
// the plugin zones customer.details.before / .after.
import { Badge, Grid, HStack, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { getCustomersCustomerOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Customer } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { DetailPage } from "@app/components/detail/DetailPage";
import { MetadataSection } from "@app/components/detail/MetadataSection";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { PageHeader } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { personName } from "@app/lib/person-name";
import { customersSection } from "../section";
import { CustomerAddressesSection } from "./CustomerAddressesSection";
import { CustomerGroupsSection } from "./CustomerGroupsSection";
import { CustomerOrdersSection } from "./CustomerOrdersSection";
import { EditProfileDialog } from "./EditProfileDialog";

// The groups and addresses shown; the orders are paged apart.
const EXPAND = "groups,shipping_addresses,billing_address";

export default function CustomerDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DetailPage
      query={useQuery(getCustomersCustomerOptions({ path: { id }, query: { expand: EXPAND } }))}
      select={(data) => data.customer}
      zone="customer"
      title={(customer) => personName(customer) || customer.email}
      unavailable={{
        notFound: { title: t("customers.detail.notFound") },
        forbidden: t("customers.detail.forbidden"),
        back: { to: customersSection.to("main"), label: t("customers.detail.back") },
      }}
    >
      {(customer) => <CustomerView customer={customer} />}
    </DetailPage>
  );
}

function CustomerView({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title={personName(customer) || customer.email}
        actions={
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            {t("customers.detail.edit")}
          </Button>
        }
      />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="5" alignItems="start">
        <Stack gap="5">
          <SectionCard title={t("customers.detail.profile")}>
            <DetailRows
              rows={[
                [t("customers.fields.firstName"), customer.first_name],
                [t("customers.fields.lastName"), customer.last_name],
                [t("customers.fields.email"), customer.email],
                [t("customers.fields.phone"), customer.phone],
                [
                  t("customers.columns.account"),
                  <HStack key="account" gap="2">
                    <Badge size="sm" colorPalette={customer.has_account ? "green" : "gray"}>
                      {t(customer.has_account ? "customers.account.with" : "customers.account.without")}
                    </Badge>
                  </HStack>,
                ],
                [t("customers.columns.created"), format.dateTime(customer.created_at)],
              ]}
            />
          </SectionCard>
          <CustomerOrdersSection customer={customer} />
          <RawJsonSection record={customer} />
        </Stack>
        <Stack gap="5">
          <CustomerGroupsSection customer={customer} />
          <CustomerAddressesSection customer={customer} />
          <MetadataSection metadata={customer.metadata} />
        </Stack>
      </Grid>
      {editing && <EditProfileDialog customer={customer} onClose={() => setEditing(false)} />}
    </>
  );
}
