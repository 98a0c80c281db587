// A toolbar button that opens a small panel (filters, columns).
import { Button, Popover, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface ToolbarPopoverProps {
  /** The button's content (its name). */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
}

export function ToolbarPopover({ trigger, title, children }: ToolbarPopoverProps) {
  return (
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: "bottom-start" }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          {trigger}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named at once: the title's aria-labelledby comes only after it is measured. */}
          <Popover.Content width="auto" minW="220px" maxW="min(760px, 92vw)" aria-label={title}>
            <Popover.Body p="4">
              <Popover.Title fontWeight="semibold" mb="3">
                {title}
              </Popover.Title>
              {children}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
