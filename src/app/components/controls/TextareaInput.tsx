// A multi-line text field; same frame and binding as TextInput (`name` +
// `control`, see TextInput.tsx).
//
//   <TextareaInput control={control} name="description" label={t("products.fields.description")} rows={4} />
import { Textarea, type TextareaProps } from "@chakra-ui/react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { fieldErrorMessages } from "./field/field-errors";
import { defaultPlaceholder, FieldFrame, type FieldChromeProps } from "./field/FieldFrame";

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
  const { field, fieldState } = useController({ name, control });
  return (
    <FieldFrame
      label={label}
      tooltip={tooltip}
      helper={helper}
      required={required}
      disabled={disabled}
      onDelete={onDelete}
      errors={fieldErrorMessages(fieldState.error)}
    >
      <Textarea
        {...textareaProps}
        ref={field.ref}
        name={field.name}
        value={field.value ?? ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        placeholder={placeholder ?? defaultPlaceholder(label)}
      />
    </FieldFrame>
  );
}
