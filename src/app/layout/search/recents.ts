// What the user last opened from the search, shown before they type; per
// user in this browser, like their saved views (use-user-preference.ts).
import { useCallback } from "react";
import { useUserPreference } from "@app/components/data-table/use-user-preference";

export interface Recent {
  href: string;
  title: string;
  detail?: string;
  /** The group it was found in (a section's path, or "pages"). */
  group: string;
}

export const MAX_RECENTS = 6;

const isRecent = (v: unknown): v is Recent => {
  const r = v as Partial<Recent> | null;
  return (
    typeof r === "object" &&
    r !== null &&
    typeof r.href === "string" &&
    r.href.startsWith("/a/") &&
    typeof r.title === "string" &&
    typeof r.group === "string" &&
    (r.detail === undefined || typeof r.detail === "string")
  );
};

export function useRecents() {
  const { items, change } = useUserPreference("search-recents", "global", isRecent);
  const remember = useCallback(
    (recent: Recent) => change((all) => [recent, ...all.filter((r) => r.href !== recent.href)].slice(0, MAX_RECENTS)),
    [change],
  );
  return { recents: items, remember };
}
