// Which forms hold unsaved changes, without a line in any form: every field
// control (ControlledField, NumberInput) reports whether its form differs from
// its default values (react-hook-form's isDirty) to the nearest scope, and
// each scope passes it on to its parent. A modal's scope asks before the modal
// closes; the signed-in area's scope asks before the page changes.
// Forms outside every scope (sign-in, the top bar) are not watched. Only
// what every field needs lives here: the fields are on the sign-in page.
import { createContext, useContext, useEffect } from "react";
import { useFormState, type Control, type FieldValues } from "react-hook-form";

export interface DirtyScope {
  /** A mounted field whose form has unsaved changes (`dirty`) counts until the returned undo. */
  track(dirty: boolean): (() => void) | undefined;
  isDirty(): boolean;
}

export const DirtyScopeContext = createContext<DirtyScope | null>(null);

/** Called by every field control: its form's changes count in the scope around it while it is mounted. */
export function useReportDirty<T extends FieldValues>(control: Control<T>) {
  const scope = useContext(DirtyScopeContext);
  const { isDirty } = useFormState({ control });
  useEffect(() => scope?.track(isDirty), [scope, isDirty]);
}
