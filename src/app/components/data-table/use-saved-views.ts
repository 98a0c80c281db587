// A user's saved views of a list: named query strings (search, filters,
// order, page size), kept per signed-in user and list (./use-user-preference.ts).
import { useCallback } from "react";
import { preferenceStorageKey, useUserPreference } from "./use-user-preference";

export interface SavedView {
  name: string;
  /** The list's query string (ListParams.view). */
  view: string;
}

export const savedViewsStorageKey = (userId: string, listId: string) => preferenceStorageKey("saved-views", userId, listId);

const isSavedView = (v: unknown): v is SavedView =>
  typeof v === "object" && v !== null && typeof (v as SavedView).name === "string" && typeof (v as SavedView).view === "string";

export function useSavedViews(listId: string) {
  const { items: views, change, available } = useUserPreference("saved-views", listId, isSavedView);
  /** Saves under `name`, replacing a view of the same name. */
  const save = useCallback((name: string, view: string) => change((all) => [...all.filter((v) => v.name !== name), { name, view }]), [change]);
  const remove = useCallback((name: string) => change((all) => all.filter((v) => v.name !== name)), [change]);
  return { views, save, remove, available };
}
