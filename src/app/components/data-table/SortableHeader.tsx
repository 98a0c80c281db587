// A column's header: a button that sorts by the column when it can, with
// aria-sort on the column that orders the rows.
import { Button, Table } from "@chakra-ui/react";
import type { Column, SortState } from "./types";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

interface SortableHeaderProps<Row> {
  column: Column<Row>;
  sort: SortState | undefined;
  onSort: (sort: SortState) => void;
}

export function SortableHeader<Row>({ column: c, sort, onSort }: SortableHeaderProps<Row>) {
  const align = c.align ?? "start";
  if (!c.sortKey) return <Table.ColumnHeader textAlign={align}>{c.header}</Table.ColumnHeader>;
  const current = sort?.key === c.sortKey ? sort.direction : undefined;
  const next = current ? (current === "asc" ? "desc" : "asc") : (c.firstSort ?? "asc");
  return (
    <Table.ColumnHeader textAlign={align} aria-sort={current ? ARIA_SORT[current] : undefined}>
      <Button
        variant="plain"
        size="sm"
        h="auto"
        minW="0"
        p="0"
        gap="1"
        fontSize="inherit"
        fontWeight="inherit"
        color="inherit"
        flexDirection={align === "end" ? "row-reverse" : "row"}
        onClick={() => onSort({ key: c.sortKey!, direction: next })}
      >
        {c.header}
        <span aria-hidden style={{ opacity: current ? 1 : 0.35 }}>
          {current === "desc" ? "↓" : current === "asc" ? "↑" : "↕"}
        </span>
      </Button>
    </Table.ColumnHeader>
  );
}
