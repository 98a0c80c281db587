// A deployment replaces the build's files: a tab opened before it still runs
// the old entry, whose chunks are gone, so the first visit to a page whose
// code it had not loaded yet fails to import it. Reloading the page picks up
// the new build. Vite's preload helper wraps every import() of the build and
// announces each failure as a `vite:preloadError` event; the error
// boundaries (components/ErrorBoundary.tsx) recognise those errors and reload
// once. sessionStorage remembers the reload: a chunk failing again soon after
// it is a real failure (offline, a broken deployment), shown instead of
// reloading in a loop.

const failedImports = new WeakSet<object>();

const RELOADED_AT = "medusa-admin:chunk-reload";
/** A failure this long after the last reload is a new deployment again, not the same failure. */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/** Starts recognising failed chunk imports (once, before anything is imported). */
export function watchChunkLoads(target: EventTarget = window) {
  target.addEventListener("vite:preloadError", (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (typeof payload === "object" && payload !== null) failedImports.add(payload);
  });
}

export const isChunkLoadError = (error: unknown) => typeof error === "object" && error !== null && failedImports.has(error);

/** Whether a failed chunk import may still reload the page (no reload for one lately, storage usable). */
export function mayReloadForChunk(storage: Storage = sessionStorage, now = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    return !(now - last < RELOAD_AGAIN_AFTER_MS); // a damaged entry (NaN) allows it
  } catch {
    return false; // without storage, a reload could not know it already happened
  }
}

/** Reloads the page, remembering when, so that the next failure shows instead. */
export function reloadForChunk(storage: Storage = sessionStorage, reload: () => void = () => location.reload()) {
  try {
    storage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return;
  }
  reload();
}
