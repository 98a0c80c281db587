// A key as printed on the keyboard ("Ctrl", "K"), drawn with tokens rather than
// Chakra's Kbd: its recipe would join the theme every page loads first.
import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function KeyCap({ children }: { children: ReactNode }) {
  return (
    <Box as="kbd" display="inline-flex" alignItems="center" px="1.5" minW="5" h="5" justifyContent="center" fontFamily="mono" fontSize="xs" color="fg.muted" bg="bg.muted" borderWidth="1px" borderBottomWidth="2px" rounded="sm">
      {children}
    </Box>
  );
}
