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
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { AffixedInput, type AffixProps } from "./field/AffixedInput";
import { fieldErrorMessages } from "./field/field-errors";
import { defaultPlaceholder, FieldFrame, type FieldChromeProps } from "./field/FieldFrame";

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
      <AffixedInput prefix={prefix} suffix={suffix}>
        <Input
          {...inputProps}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={placeholder ?? defaultPlaceholder(label)}
        />
      </AffixedInput>
    </FieldFrame>
  );
}
