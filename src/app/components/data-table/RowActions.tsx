// A table row's "…" menu: its actions named for the row ("Actions for SKU-1"),
// a destructive one in the error colour.
import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { MoreIcon } from "@app/components/controls/icons";

export interface RowAction {
  value: string;
  label: string;
  danger?: boolean;
  onSelect: () => void;
}

export function RowActions({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={label}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label={label}>
            {actions.map((action) => (
              <Menu.Item key={action.value} value={action.value} onSelect={action.onSelect} color={action.danger ? "fg.error" : undefined}>
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
