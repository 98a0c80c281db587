// Adding customers to a group and removing them: the generated mutations,
// tagged to refresh the customers too (their pages and lists show their
// groups), not only the groups as the contract's tag says.
import { deleteCustomerGroupsGroupCustomerBatchMutation, postCustomerGroupsGroupCustomersBatchMutation } from "@generated/admin/@tanstack/react-query.gen";

const alsoCustomers = <T extends { meta?: Record<string, unknown> }>(options: T): T => ({
  ...options,
  meta: { ...options.meta, tags: [...((options.meta?.tags as string[] | undefined) ?? []), "Customers"] },
});

export const addMembersMutation = () => alsoCustomers(postCustomerGroupsGroupCustomersBatchMutation());
export const removeMembersMutation = () => alsoCustomers(deleteCustomerGroupsGroupCustomerBatchMutation());
