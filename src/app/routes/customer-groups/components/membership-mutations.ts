// Adding customers to a group and removing them: the generated mutations,
// tagged to refresh the customers too (their pages and lists show their
// groups), not only the groups as the contract's tag says.
import { deleteCustomerGroupsGroupCustomerBatchMutation, postCustomerGroupsGroupCustomersBatchMutation } from "@generated/admin/@tanstack/react-query.gen";
import { alsoRefreshes } from "@app/api/query-client";

export const addMembersMutation = () => alsoRefreshes(postCustomerGroupsGroupCustomersBatchMutation(), "Customers");
export const removeMembersMutation = () => alsoRefreshes(deleteCustomerGroupsGroupCustomerBatchMutation(), "Customers");
