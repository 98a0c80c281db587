// A scope of unsaved changes (dirty-scope.ts): the fields of its forms that
// have changes, counted in the scope around it too.
import type { DirtyScope } from "./dirty-scope";

/** `onChange` hears when the scope becomes dirty and when it is clean again. */
export function createDirtyScope(parent: DirtyScope | null, onChange?: (dirty: boolean) => void): DirtyScope {
  const dirty = new Set<object>();
  const update = (change: () => void) => {
    const before = dirty.size > 0;
    change();
    if (before !== dirty.size > 0) onChange?.(!before);
  };
  return {
    track(isDirty) {
      if (!isDirty) return;
      const field = {};
      const undoParent = parent?.track(true);
      update(() => dirty.add(field));
      return () => {
        undoParent?.();
        update(() => dirty.delete(field));
      };
    },
    isDirty: () => dirty.size > 0,
  };
}
