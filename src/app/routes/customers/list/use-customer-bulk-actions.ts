// The customers list's bulk action: add the ticked customers to a group
// chosen in a dialog. One request per customer (the group's batch route does
// all or none), so that one refused customer leaves the others added and the
// toast says how many failed and why.
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Customer } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import type { BulkAction } from "@app/components/data-table/DataTable";
import { useBulkRunner } from "@app/components/data-table/use-bulk-runner";
import { addMembersMutation } from "@app/routes/customer-groups/components/membership-mutations";
import { useCustomerGroupOptions } from "@app/routes/option-queries";

export function useCustomerBulkActions(): BulkAction<Customer>[] {
  const { t } = useTranslation();
  const { each } = useBulkRunner();
  // Errors are reported once for the whole run, not toasted per request.
  const addToGroup = useMutation(inlineErrors(addMembersMutation()));
  const groups = useCustomerGroupOptions();
  return [
    {
      key: "addToGroup",
      label: t("customers.bulk.addToGroup"),
      choose: (rows) => ({
        title: t("customers.bulk.addToGroupTitle", { count: rows.length }),
        label: t("customers.bulk.group"),
        confirmLabel: t("customers.bulk.add"),
        ...groups,
      }),
      run: (customers, groupId) =>
        each(customers, (c) => addToGroup.mutateAsync({ path: { id: groupId! }, body: { customer_ids: [{ id: c.id }] } }), "customers.bulk.addedToGroup"),
    },
  ];
}
