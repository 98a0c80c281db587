import { Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * A table cell's free text (a title, a name, a handle): it wraps (also in a
 * table that does not), a long word breaks anywhere and three lines at most
 * show, so a pasted 2 000-character title neither widens the table past its
 * columns nor fills the screen. The whole text stays in the page (screen
 * readers, search) and on the record's page. Breaking anywhere lets a column
 * shrink to one letter beside a wide one: it keeps a reading width.
 */
export function CellText({ children }: { children: ReactNode }) {
  return (
    <Text as="span" lineClamp={3} overflowWrap="anywhere" whiteSpace="normal" minW="10rem">
      {children}
    </Text>
  );
}
