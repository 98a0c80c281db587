// How many customers a group has: the count of its members' list, asked for one
// row. The groups list cannot carry it: `expand=customers` would load every member.
import { Skeleton } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { getCustomerGroupsGroupCustomersOptions } from "@generated/admin/@tanstack/react-query.gen";
import { useFormat } from "@app/i18n/use-format";

export function MemberCount({ groupId }: { groupId: string }) {
  const format = useFormat();
  const members = useQuery({ ...getCustomerGroupsGroupCustomersOptions({ path: { id: groupId }, query: { limit: 1, offset: 0 } }), select: (d) => d.count });
  if (members.isPending) return <Skeleton h="4" w="8" display="inline-block" />;
  return <>{members.data === undefined ? "—" : format.number(members.data)}</>;
}
