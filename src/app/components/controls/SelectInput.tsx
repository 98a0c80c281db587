// A native select of a form's field: its choices, with a first empty choice
// saying what to pick (a field without a value yet), in ControlledField's frame.
import { NativeSelect } from "@chakra-ui/react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { ControlledField, type ControlledFieldProps } from "./ControlledField";

export interface SelectChoice {
  /** The field's value. */
  code: string;
  label: string;
}

export interface SelectInputProps<T extends FieldValues, N extends FieldPath<T>> extends Omit<ControlledFieldProps<T, N>, "render"> {
  choices: readonly SelectChoice[];
  /** The empty first choice ("Choose a country"). */
  placeholder: string;
}

export function SelectInput<T extends FieldValues, N extends FieldPath<T>>({ choices, placeholder, ...field }: SelectInputProps<T, N>) {
  return (
    <ControlledField
      {...field}
      render={(bound) => (
        <NativeSelect.Root>
          <NativeSelect.Field {...bound}>
            <option value="">{placeholder}</option>
            {choices.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  );
}
