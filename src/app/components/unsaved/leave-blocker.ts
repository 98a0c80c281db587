// Holds back leaving the page until `ask` calls the leave it is given:
// link clicks (caught before the router's link sees them), the browser's back
// and forward (put back at once, replayed on "discard") and closing or
// reloading the tab (the browser asks). Returns the undo.
export function blockLeaving(ask: (proceed: () => void) => void): () => void {
  // the router's history numbers its entries (state.idx): how far a back/forward moved
  const here = historyIndex();
  let passing = false; // a leave the user confirmed
  let returning = false; // the move back to `here` after a blocked back/forward

  const onClick = (event: MouseEvent) => {
    const link = passing ? null : leavingLink(event);
    if (!link) return;
    event.preventDefault();
    event.stopPropagation();
    ask(() => {
      passing = true;
      link.click();
      passing = false;
    });
  };
  const onPopState = (event: PopStateEvent) => {
    const moved = historyIndex();
    if (passing || here === undefined || moved === undefined) return;
    // the router never hears of the blocked move nor of the way back
    event.stopImmediatePropagation();
    if (returning) {
      returning = false;
      return;
    }
    returning = true;
    history.go(here - moved);
    ask(() => {
      passing = true;
      history.go(moved - here);
    });
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();

  document.addEventListener("click", onClick, true);
  // capture: before the router's own listener on window
  window.addEventListener("popstate", onPopState, true);
  window.addEventListener("beforeunload", onBeforeUnload);
  return () => {
    document.removeEventListener("click", onClick, true);
    window.removeEventListener("popstate", onPopState, true);
    window.removeEventListener("beforeunload", onBeforeUnload);
  };
}

function historyIndex(): number | undefined {
  const state: unknown = history.state;
  return state && typeof state === "object" && "idx" in state && typeof state.idx === "number" ? state.idx : undefined;
}

/** The link a plain click follows to another page of the dashboard, if any. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const to = new URL(link.href);
  // another site is a document load, asked by the browser (beforeunload)
  if (to.origin !== location.origin) return null;
  return to.pathname === location.pathname && to.search === location.search ? null : link;
}
