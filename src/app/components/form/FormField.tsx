import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";
import "./zod-messages";

interface FormFieldProps {
  label: string;
  /** The field's validation message, already translated. */
  error?: string;
  required?: boolean;
  helper?: string;
  children: ReactNode;
}

/** Label, control and the inline error of one form field. */
export function FormField({ label, error, required, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
