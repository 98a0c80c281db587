// The list table every list page uses: rows linking to their detail page,
// loading, empty and error states, and pagination kept in the URL.
import { Box, Button, Center, HStack, NativeSelect, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../form/error-message";
import { PAGE_SIZES } from "./use-list-params";

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: "start" | "end";
}

interface DataTableProps<Row> {
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  count: number | undefined;
  rowKey: (row: Row) => string;
  rowHref?: (row: Row) => string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  offset: number;
  limit: number;
  onPage: (next: { offset?: number; limit?: number }) => void;
  emptyText: string;
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { columns, rows, count = 0, offset, limit, onPage } = props;
  if (props.error) {
    return (
      <Center py="12" role="alert">
        <Stack align="center" gap="3">
          <Text color="red.600">{errorMessage(t, props.error)}</Text>
          <Button size="sm" variant="outline" onClick={props.onRetry}>
            {t("common.retry")}
          </Button>
        </Stack>
      </Center>
    );
  }
  const last = Math.min(offset + limit, count);
  return (
    <Stack gap="3">
      <Box overflowX="auto" borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={props.label} interactive={Boolean(props.rowHref)}>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key} textAlign={c.align ?? "start"}>
                  {c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {props.isLoading &&
              Array.from({ length: 5 }, (_, i) => (
                <Table.Row key={i} aria-hidden>
                  {columns.map((c) => (
                    <Table.Cell key={c.key}>
                      <Skeleton h="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            {rows?.map((row) => (
              <Table.Row
                key={props.rowKey(row)}
                cursor={props.rowHref ? "pointer" : undefined}
                onClick={props.rowHref ? () => navigate(props.rowHref!(row)) : undefined}
              >
                {columns.map((c) => (
                  <Table.Cell key={c.key} textAlign={c.align ?? "start"}>
                    {c.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {!props.isLoading && rows?.length === 0 && (
          <Center py="10">
            <Text color="gray.600">{props.emptyText}</Text>
          </Center>
        )}
      </Box>
      <HStack justify="space-between" fontSize="sm" color="gray.700">
        <Text data-testid="page-range">{t("table.range", { first: count === 0 ? 0 : offset + 1, last, count })}</Text>
        <HStack>
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field aria-label={t("table.pageSize")} value={limit} onChange={(e) => onPage({ offset: 0, limit: Number(e.currentTarget.value) })}>
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {t("table.perPage", { count: n })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="xs" variant="outline" disabled={offset === 0} onClick={() => onPage({ offset: Math.max(0, offset - limit) })}>
            {t("table.previous")}
          </Button>
          <Button size="xs" variant="outline" disabled={last >= count} onClick={() => onPage({ offset: offset + limit })}>
            {t("table.next")}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
