// The rows ticked on the current page. Selection belongs to what is shown:
// a new page, page size, search, order or filter starts with none.
import { useCallback, useState } from "react";

const NONE: ReadonlySet<string> = new Set();

export function useRowSelection(resetKey: string) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: resetKey, ids: NONE });
  // Read against the current key, so a change of list clears it in the same render.
  const ids = state.key === resetKey ? state.ids : NONE;
  const update = useCallback(
    (change: (ids: Set<string>) => void) =>
      setState((prev) => {
        const next = new Set(prev.key === resetKey ? prev.ids : NONE);
        change(next);
        return { key: resetKey, ids: next };
      }),
    [resetKey],
  );
  const toggle = useCallback((id: string, on: boolean) => update((s) => (on ? s.add(id) : s.delete(id))), [update]);
  const setAll = useCallback((all: string[], on: boolean) => update((s) => all.forEach((id) => (on ? s.add(id) : s.delete(id)))), [update]);
  const clear = useCallback(() => update((s) => s.clear()), [update]);
  return { ids, toggle, setAll, clear };
}
