// A yes/no field of a react-hook-form form, with a line saying what it means.
import { Checkbox, Stack, Text } from "@chakra-ui/react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";

interface CheckboxFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  helper?: string;
  disabled?: boolean;
}

export function CheckboxField<T extends FieldValues>({ name, control, label, helper, disabled }: CheckboxFieldProps<T>) {
  // The field taken apart: the React Compiler takes an object holding a ref for a ref, which render may not read.
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ name, control });
  return (
    <Checkbox.Root checked={value === true} disabled={disabled} onCheckedChange={(e) => onChange(e.checked === true)} alignItems="flex-start">
      <Checkbox.HiddenInput ref={ref} onBlur={onBlur} />
      <Checkbox.Control mt="0.5" />
      <Stack gap="0">
        <Checkbox.Label>{label}</Checkbox.Label>
        {helper && (
          <Text textStyle="sm" color="fg.muted">
            {helper}
          </Text>
        )}
      </Stack>
    </Checkbox.Root>
  );
}
