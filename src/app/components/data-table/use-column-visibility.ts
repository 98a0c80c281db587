// Which columns of a list the user hid, kept per signed-in user and list
// (./use-user-preference.ts); the hidden ones are kept, so a column added
// later shows by default.
import { useCallback } from "react";
import { preferenceStorageKey, useUserPreference } from "./use-user-preference";

export const columnsStorageKey = (userId: string, listId: string) => preferenceStorageKey("table-columns", userId, listId);

const isColumnKey = (k: unknown): k is string => typeof k === "string";

export function useColumnVisibility(listId: string) {
  const { items: hidden, change } = useUserPreference("table-columns", listId, isColumnKey);
  const setVisible = useCallback(
    (key: string, visible: boolean) => change((prev) => (visible ? prev.filter((k) => k !== key) : [...new Set([...prev, key])])),
    [change],
  );
  const isVisible = useCallback((key: string) => !hidden.includes(key), [hidden]);
  return { isVisible, setVisible };
}
