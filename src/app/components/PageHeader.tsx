import { Flex, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * A page's h1. A record's title can be anything: a long word breaks anywhere
 * and three lines at most show, so the page never scrolls sideways and its
 * actions stay in view (the whole title is in the edit form).
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" size="xl" overflowWrap="anywhere" lineClamp={3}>
      {children}
    </Heading>
  );
}

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" mb="5" gap="4" wrap="wrap">
      <PageTitle>{title}</PageTitle>
      {actions}
    </Flex>
  );
}
