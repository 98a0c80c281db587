// A section of a detail page: a titled card with an optional action, and
// label/value rows for what it shows ("—" for an empty value).
import { Card, DataList, Heading, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function SectionCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function DetailRows({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          {/* labels (metadata keys) and values are the store's text: a long word breaks anywhere, not past the card */}
          <DataList.ItemLabel overflowWrap="anywhere">{label}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{value === null || value === undefined || value === "" ? "—" : value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
