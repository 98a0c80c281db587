import { Flex, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" mb="5" gap="4" wrap="wrap">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {actions}
    </Flex>
  );
}
