// The browser tab's title, from what the page is: "Classic T-Shirt · Products ·
// Medusa Admin". A scope (a section's pages, a plugin's page) names where the
// user is; a page inside it may name more (the record it shows). The deepest
// name mounted wins, so a section's own name shows until its page knows the
// record's, and comes back when that page goes. Loaded with the admin shell,
// which names the sections (not with the sign-in page, which keeps the app's name).
import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { matchPath, useLocation } from "react-router-dom";
import { mainPath } from "@app/routes/section";
import { sections } from "@app/routes/sections";

interface Scope {
  /** Innermost first: ["Regions", "Settings"]. */
  parts: readonly string[];
  depth: number;
}

const ScopeContext = createContext<Scope>({ parts: [], depth: 0 });

/** The titles the mounted pages and scopes ask for, by depth; the deepest (latest of equals) is shown. */
const claims = new Map<symbol, { depth: number; title: string }>();

/** `none`: the title once no page names the tab (the sign-in page's: the app's name). */
function show(none: string) {
  let shown: { depth: number; title: string } | undefined;
  for (const claim of claims.values()) if (!shown || claim.depth >= shown.depth) shown = claim;
  document.title = shown?.title ?? none;
}

const useFormat = () => {
  const { t } = useTranslation();
  return (parts: readonly string[]) => [...parts, t("shell.appName")].join(" · ");
};

function useClaim(title: string | undefined, depth: number) {
  const none = useFormat()([]);
  useEffect(() => {
    if (title === undefined) return;
    const id = Symbol(title);
    claims.set(id, { depth, title });
    show(none);
    return () => {
      claims.delete(id);
      show(none);
    };
  }, [title, depth, none]);
}

/** Names the pages inside (`parts`: innermost first) and, until one of them names more, the tab. */
export function PageTitleScope({ parts, children }: { parts: readonly string[]; children: ReactNode }) {
  const outer = useContext(ScopeContext);
  const key = JSON.stringify(parts);
  const scope = useMemo(() => ({ parts: [...(JSON.parse(key) as string[]), ...outer.parts], depth: outer.depth + 1 }), [key, outer]);
  const format = useFormat();
  useClaim(format(scope.parts), scope.depth);
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/**
 * The tab names `title` within the page's scope ("Classic T-Shirt · Products · …");
 * `own`: `title` says what it is already ("Order #5 · Medusa Admin"). Undefined: not known yet.
 */
export function usePageTitle(title: string | undefined, { own = false } = {}) {
  const scope = useContext(ScopeContext);
  const format = useFormat();
  useClaim(title === undefined ? undefined : format(own ? [title] : [title, ...scope.parts]), scope.depth + 1);
}

// longest path first: /a/settings/regions is the regions card's, not the settings page's
const byPathLength = [...sections].sort((a, b) => b.path.length - a.path.length);

/** The scope of the section whose pages hold the address ("Products", "Regions · Settings"). */
export function SectionTitleScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const section = byPathLength.find((s) => matchPath({ path: mainPath(s), end: false }, pathname));
  const parts = !section ? [] : section.nav.kind === "settings" ? [t(section.label), t("nav.settings")] : [t(section.label)];
  return <PageTitleScope parts={parts}>{children}</PageTitleScope>;
}
