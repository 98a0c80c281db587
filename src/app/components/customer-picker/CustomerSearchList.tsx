// A server search of the customers (name or email) and the first matches,
// each with an action of the caller's (choose it, mark it current). Shared by
// the order's transfer and the draft order's customer step.
import { Box, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { getCustomersOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Customer } from "@generated/admin/types.gen";
import { present } from "@app/components/data-table/filter-values";
import { SearchInput } from "@app/components/data-table/SearchInput";
import { personName } from "@app/lib/person-name";
import { EmptyState, ErrorState } from "@app/components/data-table/TableStates";

/** A search narrows the list: the first matches are enough to pick from. */
const SHOWN = 10;


export interface CustomerSearchListProps {
  texts: { search: string; list: string; empty: string; more: string };
  /** What each customer's row offers, at its end. */
  action: (customer: Customer) => ReactNode;
}

export function CustomerSearchList({ texts, action }: CustomerSearchListProps) {
  const [q, setQ] = useState("");
  const customers = useQuery({ ...getCustomersOptions({ query: { ...present({ q }), limit: SHOWN, offset: 0 } }), placeholderData: keepPreviousData });
  const rows = customers.data?.customers;
  const more = (customers.data?.count ?? 0) > (rows?.length ?? 0);
  return (
    <Stack gap="3">
      <SearchInput value={q} onSearch={(text) => setQ(text.trim())} label={texts.search} />
      {customers.error ? (
        <ErrorState error={customers.error} onRetry={() => void customers.refetch()} />
      ) : (
        <Box borderWidth="1px" rounded="md" opacity={customers.isPlaceholderData ? 0.6 : 1} aria-busy={customers.isFetching || undefined}>
          <Table.Root size="sm" aria-label={texts.list}>
            <Table.Body>
              {rows?.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>
                    <Text overflowWrap="anywhere">{personName(c) || c.email}</Text>
                    {personName(c) && (
                      <Text color="fg.muted" textStyle="sm" overflowWrap="anywhere">
                        {c.email}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" width="1%" whiteSpace="nowrap">
                    {action(c)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {customers.isPending && (
            <Stack p="3" aria-hidden>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h="4" />
              ))}
            </Stack>
          )}
          {rows?.length === 0 && <EmptyState filtered={q !== ""} emptyText={texts.empty} onClearFilters={() => setQ("")} />}
        </Box>
      )}
      {more && (
        <Text color="fg.muted" textStyle="sm">
          {texts.more}
        </Text>
      )}
    </Stack>
  );
}
