// The top of a record's page: its name with a copy button (an order's number,
// a gift card's code), a line saying when it began with its state badges, and
// its actions on the other side.
import { Flex, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { CopyButton } from "@app/components/controls/CopyButton";
import { PageTitle } from "@app/components/PageHeader";

interface RecordHeaderProps {
  title: string;
  /** What the copy button copies, and its accessible name. */
  copy: { value: string; label: string };
  /** "Placed Nov 24, 2026", "Issued …". */
  dated: string;
  badges: ReactNode;
  actions: ReactNode;
}

export function RecordHeader({ title, copy, dated, badges, actions }: RecordHeaderProps) {
  return (
    <Flex justify="space-between" align="start" mb="5" gap="4" wrap="wrap">
      <Stack gap="2">
        <HStack gap="2">
          <PageTitle>{title}</PageTitle>
          <CopyButton value={copy.value} label={copy.label} />
        </HStack>
        <HStack gap="3" wrap="wrap">
          <Text color="fg.muted" textStyle="sm">
            {dated}
          </Text>
          {badges}
        </HStack>
      </Stack>
      {actions}
    </Flex>
  );
}
