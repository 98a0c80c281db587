// A scope of unsaved changes (dirty-scope.ts): the fields of its forms that
// have changes, passed on to the scope around it.
import type { DirtyScope } from "./dirty-scope";

/** `onChange` hears when the scope becomes dirty and when it is clean again. */
export function createDirtyScope(parent: DirtyScope | null, onChange?: (dirty: boolean) => void): DirtyScope {
  const dirty = new Set<string>();
  return {
    report(token, isDirty) {
      const before = dirty.size > 0;
      if (isDirty) dirty.add(token);
      else dirty.delete(token);
      parent?.report(token, isDirty);
      if (before !== dirty.size > 0) onChange?.(!before);
    },
    isDirty: () => dirty.size > 0,
  };
}
