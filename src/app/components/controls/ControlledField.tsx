// A field whose control is not text (a native select, a Chakra select or
// combobox, a group of checkboxes): the frame and binding of TextInput
// (`name` + `control`, label, required mark, helper, errors from the
// controller), around a control the caller draws from the controller's field.
// Chakra's controls take the field's id, label, required, disabled and
// invalid state from the frame.
//
//   <ControlledField control={control} name="collection_id" label={t("products.fields.collection")} required
//     render={(field) => (
//       <NativeSelect.Root>
//         <NativeSelect.Field {...field}>…options…</NativeSelect.Field>
//       </NativeSelect.Root>
//     )}
//   />
import type { ReactNode } from "react";
import { useController, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from "react-hook-form";
import { useReportDirty } from "../unsaved/dirty-scope";
import { fieldErrorMessages } from "./field/field-errors";
import { FieldFrame, type FieldChromeProps } from "./field/FieldFrame";

export interface ControlledFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldChromeProps {
  name: N;
  control: Control<T>;
  /** Draws the control, bound to the form by the field's value, onChange, onBlur and ref. */
  render: (field: ControllerRenderProps<T, N>) => ReactNode;
}

export function ControlledField<T extends FieldValues, N extends FieldPath<T>>({ name, control, render, ...chrome }: ControlledFieldProps<T, N>) {
  const { field, fieldState } = useController({ name, control });
  useReportDirty(control);
  return (
    <FieldFrame {...chrome} errors={fieldErrorMessages(fieldState.error)}>
      {render(field)}
    </FieldFrame>
  );
}

/** What a text control (input, textarea) takes of the field: its value as text ("" when empty). */
export const textBinding = <T extends FieldValues, N extends FieldPath<T>>(field: ControllerRenderProps<T, N>) => ({
  ref: field.ref,
  name: field.name,
  value: field.value ?? "",
  onChange: field.onChange,
  onBlur: field.onBlur,
});
