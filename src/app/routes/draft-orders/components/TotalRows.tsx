// Totals as label and amount rows, right-aligned under a table; a row may
// hold a text where the amount is not known yet.
import { HStack, Stack, Text } from "@chakra-ui/react";

export type TotalRow = [label: string, amount: number | string, strong?: boolean];

export function TotalRows({ rows, money }: { rows: TotalRow[]; money: (amount: number) => string }) {
  return (
    <Stack gap="1" maxW="sm" ms="auto" w="full" textStyle="sm" data-testid="totals">
      {rows.map(([label, amount, strong]) => (
        <HStack key={label} justify="space-between" fontWeight={strong ? "semibold" : undefined}>
          <Text>{label}</Text>
          <Text>{typeof amount === "number" ? money(amount) : amount}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
