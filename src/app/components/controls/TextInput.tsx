// A text field of a react-hook-form form.
//
// API: every field control (TextInput, TextareaInput, PasswordInput,
// NumberInput, ControlledField) is bound with `name` + `control`
// (react-hook-form's useController), never with `register`: NumberInput has to
// turn the typed text into a number, which `register` cannot do cleanly, and
// the controller hands each field its own error, so a caller cannot forget to
// pass it:
//
//   const { control } = useForm<Values>({ resolver, defaultValues });
//   <TextInput control={control} name="title" label={t("products.fields.title")} required />
//   <TextInput control={control} name="email" type="email" autoComplete="email" label={t("form.email")} />
import { Input, type InputProps } from "@chakra-ui/react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { ControlledField, textBinding } from "./ControlledField";
import { AffixedInput, type AffixProps } from "./field/AffixedInput";
import { defaultPlaceholder, type FieldChromeProps } from "./field/FieldFrame";

type NativeProps = Omit<InputProps, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "prefix" | "required" | "disabled">;

export interface TextInputProps<T extends FieldValues> extends FieldChromeProps, AffixProps, NativeProps {
  name: FieldPath<T>;
  control: Control<T>;
}

export function TextInput<T extends FieldValues>({
  name,
  control,
  label,
  tooltip,
  helper,
  required,
  disabled,
  onDelete,
  prefix,
  suffix,
  placeholder,
  ...inputProps
}: TextInputProps<T>) {
  return (
    <ControlledField
      {...{ name, control, label, tooltip, helper, required, disabled, onDelete }}
      render={(field) => (
        <AffixedInput prefix={prefix} suffix={suffix}>
          <Input {...inputProps} {...textBinding(field)} placeholder={placeholder ?? defaultPlaceholder(label)} />
        </AffixedInput>
      )}
    />
  );
}
