// A user's saved views of a list: named query strings (search, filters,
// order, page size), kept in localStorage per signed-in user and list, so
// views are neither shared between the users of one browser nor lost on reload.
import { useCallback, useMemo, useState } from "react";
import { useSession } from "@app/providers/session";

export interface SavedView {
  name: string;
  /** The list's query string (ListParams.view). */
  view: string;
}

export const savedViewsStorageKey = (userId: string, listId: string) => `medusa-admin.saved-views.${userId}.${listId}`;

const isSavedView = (v: unknown): v is SavedView =>
  typeof v === "object" && v !== null && typeof (v as SavedView).name === "string" && typeof (v as SavedView).view === "string";

function readViews(key: string): SavedView[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isSavedView) : [];
  } catch {
    return []; // unreadable or no storage: no saved views
  }
}

function writeViews(key: string, views: SavedView[]) {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(views));
  } catch {
    // storage full or blocked: the views last until the page is left
  }
}

export function useSavedViews(listId: string) {
  const userId = useSession().data?.user?.id;
  const key = userId ? savedViewsStorageKey(userId, listId) : undefined;
  // Read again whenever the user (and so the key) changes; a change made here is kept with its key.
  const stored = useMemo(() => (key ? readViews(key) : []), [key]);
  const [changed, setChanged] = useState<{ key: string; views: SavedView[] }>();
  const views = changed && changed.key === key ? changed.views : stored;

  const change = useCallback(
    (edit: (views: SavedView[]) => SavedView[]) => {
      if (!key) return;
      const next = edit(readViews(key));
      writeViews(key, next);
      setChanged({ key, views: next });
    },
    [key],
  );
  /** Saves under `name`, replacing a view of the same name. */
  const save = useCallback((name: string, view: string) => change((all) => [...all.filter((v) => v.name !== name), { name, view }]), [change]);
  const remove = useCallback((name: string) => change((all) => all.filter((v) => v.name !== name)), [change]);
  return { views, save, remove, available: Boolean(key) };
}
