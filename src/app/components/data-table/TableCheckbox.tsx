// The table's one checkbox (row selection, filter options, columns menu):
// a real checkbox input, named by its label (visible or for screen readers only).
import { Checkbox } from "@chakra-ui/react";

interface TableCheckboxProps {
  label: string;
  checked: boolean | "indeterminate";
  onChange: (checked: boolean) => void;
  /** The label is read out but not shown (selection cells). */
  hideLabel?: boolean;
  disabled?: boolean;
}

export function TableCheckbox({ label, checked, onChange, hideLabel, disabled }: TableCheckboxProps) {
  return (
    <Checkbox.Root size="sm" checked={checked} disabled={disabled} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control>
        <Checkbox.Indicator />
      </Checkbox.Control>
      <Checkbox.Label srOnly={hideLabel}>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
