// The query cache kept in the tab's sessionStorage, so that a reload (or a
// redeploy's refresh) shows the last answers at once and fetches them again
// behind them, instead of a spinner for each request in turn. sessionStorage,
// not localStorage: it lives only as long as the tab, as a reload needs, and
// is not shared with other tabs or kept after the browser is closed.
// TanStack Query's own dehydrate / hydrate write and read it.
import { dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";

export const TAB_CACHE_KEY = "medusa-admin:query-cache";
// sessionStorage holds about 5 MB per origin; a larger cache is not kept (the reload then fetches).
const MAX_CHARS = 1_500_000;
const SAVE_AFTER_MS = 500;

/** The answers kept by this tab, put back as stale: each is shown, and fetched again when a page uses it. */
export function restoreTabCache(client: QueryClient, storage: Storage = sessionStorage) {
  try {
    const saved = storage.getItem(TAB_CACHE_KEY);
    if (!saved) return;
    hydrate(client, JSON.parse(saved));
    void client.invalidateQueries({ refetchType: "none" });
  } catch {
    storage.removeItem(TAB_CACHE_KEY);
  }
}

/** Keeps the cache's successful answers in the tab until the returned function stops it. */
export function keepTabCache(client: QueryClient, storage: Storage = sessionStorage) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    try {
      const text = JSON.stringify(dehydrate(client));
      if (text.length > MAX_CHARS) storage.removeItem(TAB_CACHE_KEY);
      else storage.setItem(TAB_CACHE_KEY, text);
    } catch {
      storage.removeItem(TAB_CACHE_KEY); // full, or an answer that does not serialise
    }
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    timer ??= setTimeout(save, SAVE_AFTER_MS);
  });
  // A reload within the delay still finds the latest answers.
  addEventListener("pagehide", save);
  return () => {
    unsubscribe();
    removeEventListener("pagehide", save);
    clearTimeout(timer);
  };
}
