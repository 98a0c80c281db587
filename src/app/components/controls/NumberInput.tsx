// A number field of a react-hook-form form; same frame and API as TextInput
// (`name` + `control`, see TextInput.tsx). The form value is a number, or
// null while the field is empty or not a number yet.
import { HStack, IconButton, NumberInput as ChakraNumberInput, useFieldContext } from "@chakra-ui/react";
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useReportDirty } from "../unsaved/dirty-scope";
import { AffixedInput, type AffixProps } from "./field/AffixedInput";
import { fieldErrorMessages } from "./field/field-errors";
import { defaultPlaceholder, FieldFrame, type FieldChromeProps } from "./field/FieldFrame";
import { MinusIcon, PlusIcon } from "./icons";

export interface NumberInputProps<T extends FieldValues> extends FieldChromeProps, AffixProps {
  name: FieldPath<T>;
  control: Control<T>;
  placeholder?: string;
  min?: number;
  max?: number;
  step?: number;
  /** Shows decrease / increase buttons on either side of the input. */
  steppers?: boolean;
  autoFocus?: boolean;
}

const toText = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? String(value) : "");

/**
 * The text in the box and the number in the form differ while typing ("1."
 * is 1): the text is kept here and replaced only when the form's value is
 * changed from outside (a reset, setValue), not by this input.
 */
function useNumberText(value: unknown) {
  const [text, setText] = useState(() => toText(value));
  const [synced, setSynced] = useState(value);
  if (!Object.is(value, synced)) {
    setSynced(value);
    setText(toText(value));
  }
  const typed = (next: string, number: number | null) => {
    setText(next);
    setSynced(number);
  };
  return [text, typed] as const;
}

/** Ark's number input takes the field's id, label and required state, but not the link to its error message. */
function LinkedInput({ autoFocus, ref, ...props }: ComponentProps<typeof ChakraNumberInput.Input>) {
  const field = useFieldContext();
  const own = useRef<HTMLInputElement>(null);
  // Focused by the browser while mounting, the input is focused before Ark's
  // number machine listens, which then ignores the typing: focus once it runs.
  useEffect(() => {
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() => own.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);
  return (
    <ChakraNumberInput.Input
      {...props}
      ref={(el) => {
        own.current = el;
        if (typeof ref === "function") ref(el);
        else if (ref) ref.current = el;
      }}
      aria-errormessage={field?.invalid ? field.ids.errorText : undefined}
    />
  );
}

export function NumberInput<T extends FieldValues>({
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
  min,
  max,
  step,
  steppers = false,
  autoFocus,
}: NumberInputProps<T>) {
  const { t } = useTranslation();
  // The field taken apart: the React Compiler takes an object holding a ref for a ref, which render may not read.
  const {
    field: { ref, value: formValue, onChange, onBlur },
    fieldState,
  } = useController({ name, control });
  useReportDirty(control);
  const [text, typed] = useNumberText(formValue);
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
      <ChakraNumberInput.Root
        name={name}
        value={text}
        min={min}
        max={max}
        step={step}
        width="full"
        translations={{ incrementLabel: t("controls.increase"), decrementLabel: t("controls.decrease") }}
        onValueChange={({ value, valueAsNumber }) => {
          const number = value === "" || Number.isNaN(valueAsNumber) ? null : valueAsNumber;
          typed(value, number);
          onChange(number);
        }}
      >
        <HStack gap="2">
          {steppers && (
            <ChakraNumberInput.DecrementTrigger asChild>
              <IconButton variant="outline" colorPalette="gray">
                <MinusIcon />
              </IconButton>
            </ChakraNumberInput.DecrementTrigger>
          )}
          <AffixedInput prefix={prefix} suffix={suffix}>
            <LinkedInput
              ref={ref}
              onBlur={onBlur}
              autoFocus={autoFocus}
              placeholder={placeholder ?? defaultPlaceholder(label)}
              // The recipe leaves room for Chakra's built-in stepper column, which is not drawn here.
              {...(suffix ? {} : { pe: "3" })}
            />
          </AffixedInput>
          {steppers && (
            <ChakraNumberInput.IncrementTrigger asChild>
              <IconButton variant="outline" colorPalette="gray">
                <PlusIcon />
              </IconButton>
            </ChakraNumberInput.IncrementTrigger>
          )}
        </HStack>
      </ChakraNumberInput.Root>
    </FieldFrame>
  );
}
