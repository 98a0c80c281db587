// Whether the clock has reached a moment; re-renders when it does.
import { useEffect, useReducer } from "react";

export function useMomentReached(moment: number) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const reached = Date.now() >= moment;
  useEffect(() => {
    if (reached) return;
    const id = setTimeout(() => rerender(), moment - Date.now());
    return () => clearTimeout(id);
  }, [moment, reached]);
  return reached;
}
