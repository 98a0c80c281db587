// A react-hook-form form around the controls under test: validates with a
// Zod schema on submit and again on change, reports the submitted values.
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import type { ReactNode } from "react";
import { useForm, type Control, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";

interface FormHarnessProps<T extends FieldValues> {
  schema: Parameters<typeof standardSchemaResolver<T, unknown, T>>[0];
  defaultValues: DefaultValues<T>;
  onSubmit: (values: T) => void;
  /** "all" keeps every failed rule of a field (FieldError.types). */
  criteriaMode?: "firstError" | "all";
  children: (control: Control<T>, form: UseFormReturn<T>) => ReactNode;
}

export function FormHarness<T extends FieldValues>({ schema, defaultValues, onSubmit, criteriaMode, children }: FormHarnessProps<T>) {
  const form = useForm<T>({ resolver: standardSchemaResolver(schema), defaultValues, criteriaMode, reValidateMode: "onChange" });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      {children(form.control, form)}
      <button type="submit">Submit form</button>
    </form>
  );
}
