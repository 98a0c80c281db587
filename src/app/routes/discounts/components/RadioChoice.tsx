// One of a few choices, each with an optional line saying what it means (the
// discount's type, its allocation, a fixed discount's region): RadioList as
// is, RadioChoice bound to a form field.
import { RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";

export interface RadioOption {
  value: string;
  label: string;
  help?: string;
}

interface RadioListProps {
  label: string;
  options: RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export function RadioList({ label, options, value, onChange, onBlur }: RadioListProps) {
  return (
    <RadioGroup.Root value={value ?? null} onValueChange={(e) => e.value && onChange(e.value)} aria-label={label}>
      <Stack gap="3">
        <Text fontWeight="medium" textStyle="sm">
          {label}
        </Text>
        {options.map((o) => (
          <RadioGroup.Item key={o.value} value={o.value} alignItems="flex-start">
            <RadioGroup.ItemHiddenInput onBlur={onBlur} />
            <RadioGroup.ItemIndicator mt="0.5" />
            <Stack gap="0">
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
              {o.help && (
                <Text textStyle="sm" color="fg.muted">
                  {o.help}
                </Text>
              )}
            </Stack>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

interface RadioChoiceProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  options: RadioOption[];
}

export function RadioChoice<T extends FieldValues>({ name, control, label, options }: RadioChoiceProps<T>) {
  const {
    field: { value, onChange, onBlur },
  } = useController({ name, control });
  return <RadioList label={label} options={options} value={value} onChange={onChange} onBlur={onBlur} />;
}
