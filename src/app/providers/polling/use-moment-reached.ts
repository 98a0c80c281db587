// Whether the clock has reached a moment; re-renders when it does.
import { useCallback, useSyncExternalStore } from "react";

export function useMomentReached(moment: number) {
  // The clock as an external store: render reads it through the snapshot, one timer signals the change.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const id = setTimeout(onChange, moment - Date.now());
      return () => clearTimeout(id);
    },
    [moment],
  );
  return useSyncExternalStore(subscribe, () => Date.now() >= moment);
}
