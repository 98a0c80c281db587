// Which columns of a list the user hid, remembered in localStorage per list
// (the hidden ones are kept, so a column added later shows by default).
import { useCallback, useState } from "react";

export const columnsStorageKey = (listId: string) => `medusa-admin.table-columns.${listId}`;

function readHidden(listId: string): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(columnsStorageKey(listId)) ?? "[]");
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return []; // unreadable or no storage: every column shows
  }
}

function writeHidden(listId: string, hidden: string[]) {
  try {
    globalThis.localStorage?.setItem(columnsStorageKey(listId), JSON.stringify(hidden));
  } catch {
    // storage full or blocked: the choice lasts until the page is left
  }
}

export function useColumnVisibility(listId: string) {
  const [hidden, setHidden] = useState<string[]>(() => readHidden(listId));
  const setVisible = useCallback(
    (key: string, visible: boolean) =>
      setHidden((prev) => {
        const next = visible ? prev.filter((k) => k !== key) : [...new Set([...prev, key])];
        writeHidden(listId, next);
        return next;
      }),
    [listId],
  );
  const isVisible = useCallback((key: string) => !hidden.includes(key), [hidden]);
  return { isVisible, setVisible };
}
