// Lets one click through until React has shown its outcome. A `disabled`
// attribute only exists after a re-render, so two clicks dispatched before
// that (a fast double click, a script) would both reach the handler; a ref
// is read synchronously and closes that gap.
import { useLayoutEffect, useReducer, useRef, useState, type MouseEvent } from "react";

type ClickResult = void | Promise<unknown>;

export function useClickGuard<E extends HTMLElement>(onClick: ((event: MouseEvent<E>) => ClickResult) | undefined, loading: boolean) {
  const locked = useRef(false);
  // A handler that returns a promise keeps the button busy until it settles.
  const [pending, setPending] = useState(false);
  // Forces the render that releases the lock when the handler itself changes nothing.
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  const busy = loading || pending;

  // After each commit the `loading` prop is current: the lock can go once nothing is running.
  useLayoutEffect(() => {
    if (!busy) locked.current = false;
  });

  const handleClick = (event: MouseEvent<E>) => {
    if (locked.current || busy) {
      // Also stops the form submission of a type="submit" button.
      event.preventDefault();
      return;
    }
    locked.current = true;
    rendered();
    const result = onClick?.(event);
    if (result instanceof Promise) {
      setPending(true);
      result.then(
        () => setPending(false),
        () => setPending(false),
      );
    }
  };
  return { busy, handleClick };
}
