// The one place that sets how tooltips behave: every tooltip of the dashboard
// opens after 100 ms, below its trigger, 8 px away, at most 220 px wide.
import { Portal, Tooltip as ChakraTooltip } from "@chakra-ui/react";
import type { ReactElement, ReactNode } from "react";

export const TOOLTIP_DEFAULTS = {
  openDelay: 100,
  closeDelay: 100,
  maxWidthPx: 220,
  placement: "bottom",
  offsetPx: 8,
} as const;

export interface TooltipProps {
  /** What the tooltip says; nothing renders the trigger alone. */
  content: ReactNode;
  /** One focusable element: it receives the trigger's props and ref. */
  children: ReactElement;
}

export function Tooltip({ content, children }: TooltipProps) {
  if (content === null || content === undefined || content === "") return children;
  return (
    <ChakraTooltip.Root
      openDelay={TOOLTIP_DEFAULTS.openDelay}
      closeDelay={TOOLTIP_DEFAULTS.closeDelay}
      // gutter is the distance between trigger and tooltip along the placement side.
      positioning={{ placement: TOOLTIP_DEFAULTS.placement, gutter: TOOLTIP_DEFAULTS.offsetPx }}
    >
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content maxW={`${TOOLTIP_DEFAULTS.maxWidthPx}px`}>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
