// /a/customers: the customers, searched (name, email, phone), filtered, sorted
// and paged by the server, with saved views, "add to group" on the ticked
// ones, and a new customer.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls/Button";
import { DataTable } from "@app/components/data-table/DataTable";
import { useListQuery } from "@app/components/data-table/list-query";
import { queryState } from "@app/components/data-table/query-state";
import { sortKeysOf } from "@app/components/data-table/use-list-params";
import { PageHeader } from "@app/components/PageHeader";
import { CreateCustomerDialog } from "../components/CreateCustomerDialog";
import { customersSection } from "../section";
import { customerRowProps, useCustomerColumns } from "./customer-columns";
import { customerListQuery } from "./customer-list-query";
import { useCustomerBulkActions } from "./use-customer-bulk-actions";
import { useCustomerFilters } from "./use-customer-filters";

export default function CustomerListPage() {
  const { t } = useTranslation();
  const filters = useCustomerFilters();
  const { name, email, account, groups, orders, created_at } = useCustomerColumns();
  const columns = [name, email, account, groups, orders, created_at];
  const { list, query } = useListQuery(customerListQuery, { filters, sortKeys: sortKeysOf(columns), defaultSort: "-created_at" });
  const bulkActions = useCustomerBulkActions();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t(customersSection.label)}
        actions={
          <Button size="small" onClick={() => setCreating(true)}>
            {t("customers.create.title")}
          </Button>
        }
      />
      <DataTable
        id="customers"
        label={t(customersSection.label)}
        columns={columns}
        list={list}
        filters={filters}
        savedViews
        rows={query.data?.customers}
        count={query.data?.count}
        {...customerRowProps}
        {...queryState(query)}
        emptyText={t("customers.empty")}
        bulkActions={bulkActions}
      />
      {creating && <CreateCustomerDialog onClose={() => setCreating(false)} />}
    </>
  );
}
