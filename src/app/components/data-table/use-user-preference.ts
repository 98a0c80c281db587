// A preference of the signed-in user (saved views, hidden columns, batch jobs
// seen in the notifications centre), kept
// in localStorage under the user's id and the list's: each user of a shared
// browser finds their own again after signing in, and never sees another's.
// Signing out leaves them: they are the user's settings, not the store's data.
import { useCallback, useMemo, useState } from "react";
import { useSession } from "@app/providers/session";

export type PreferenceKind = "saved-views" | "table-columns" | "seen-batch-jobs" | "search-recents";

export const preferenceStorageKey = (kind: PreferenceKind, userId: string, listId: string) => `medusa-admin.${kind}.${userId}.${listId}`;

function read<T>(key: string, isItem: (v: unknown) => v is T): T[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isItem) : [];
  } catch {
    return []; // unreadable or no storage: nothing saved
  }
}

function write(key: string, items: unknown[]) {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(items));
  } catch {
    // storage full or blocked: the change lasts until the page is left
  }
}

/**
 * The signed-in user's stored items of one kind for one list (none until the
 * session is known), and `change` to edit them. `isItem` is a module-level
 * guard: stored values are read back, never trusted.
 */
export function useUserPreference<T>(kind: PreferenceKind, listId: string, isItem: (v: unknown) => v is T) {
  const userId = useSession().data?.user?.id;
  const key = userId ? preferenceStorageKey(kind, userId, listId) : undefined;
  // Read again whenever the user (and so the key) changes; a change made here is kept with its key.
  const stored = useMemo(() => (key ? read(key, isItem) : []), [key, isItem]);
  const [changed, setChanged] = useState<{ key: string; items: T[] }>();
  const items = changed && changed.key === key ? changed.items : stored;

  const change = useCallback(
    (edit: (items: T[]) => T[]) => {
      if (!key) return;
      const next = edit(read(key, isItem));
      write(key, next);
      setChanged({ key, items: next });
    },
    [key, isItem],
  );
  return { items, change, available: Boolean(key) };
}
