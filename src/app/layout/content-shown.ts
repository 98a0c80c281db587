// "The page has shown its content": list tables say so once their first rows
// are on screen; the shell then uses the idle time after it to load the code
// of the other sections (never before, so a page's own first rows never wait
// for it). A leaf module, so shared components can signal without importing the shell.
type Listener = () => void;

let shown = false;
const listeners = new Set<Listener>();

export function markContentShown() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` once content has been shown (at once if it has). Returns the unsubscribe. */
export function onContentShown(listener: Listener) {
  if (shown) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
