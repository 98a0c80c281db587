// Copies a value (an order's number, a payment link, an API token) and shows a
// check mark for a moment; icon-only unless it has a visible `text`.
import { Clipboard, IconButton } from "@chakra-ui/react";
import { Button } from "./Button";
import { CheckIcon, CopyIcon } from "./icons";

interface CopyButtonProps {
  value: string;
  /** The accessible name: what is copied ("Copy payment link"). */
  label: string;
  text?: string;
}

export function CopyButton({ value, label, text }: CopyButtonProps) {
  const indicator = (
    <Clipboard.Indicator copied={<CheckIcon />}>
      <CopyIcon />
    </Clipboard.Indicator>
  );
  return (
    <Clipboard.Root value={value}>
      <Clipboard.Trigger asChild>
        {text ? (
          <Button variant="ghost" size="small" aria-label={label}>
            {indicator}
            {text}
          </Button>
        ) : (
          <IconButton variant="ghost" size="xs" aria-label={label}>
            {indicator}
          </IconButton>
        )}
      </Clipboard.Trigger>
    </Clipboard.Root>
  );
}
