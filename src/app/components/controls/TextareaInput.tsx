// A multi-line text field; same frame and binding as TextInput (`name` +
// `control`, see TextInput.tsx).
//
//   <TextareaInput control={control} name="description" label={t("products.fields.description")} rows={4} />
import { Textarea, type TextareaProps } from "@chakra-ui/react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { ControlledField, textBinding } from "./ControlledField";
import { defaultPlaceholder, type FieldChromeProps } from "./field/FieldFrame";

type NativeProps = Omit<TextareaProps, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "required" | "disabled">;

export interface TextareaInputProps<T extends FieldValues> extends FieldChromeProps, NativeProps {
  name: FieldPath<T>;
  control: Control<T>;
}

export function TextareaInput<T extends FieldValues>({
  name,
  control,
  label,
  tooltip,
  helper,
  required,
  disabled,
  onDelete,
  placeholder,
  ...textareaProps
}: TextareaInputProps<T>) {
  return (
    <ControlledField
      {...{ name, control, label, tooltip, helper, required, disabled, onDelete }}
      render={(field) => <Textarea {...textareaProps} {...textBinding(field)} placeholder={placeholder ?? defaultPlaceholder(label)} />}
    />
  );
}
