// The top bar's search button and the shell's keyboard shortcuts: the
// listener is here (small); the search dialog and the shortcuts sheet load on
// first use, or when the browser is idle after the page showed its content.
// Their texts are the pages' (i18n/page-texts.tsx), asked for on first use: the
// orders list, the first page after sign-in, loads without them.
import { Box, Button } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageTexts } from "@app/i18n/page-texts";
import { onContentShown } from "./content-shown";
import { keyCaps } from "./shortcuts/key-labels";
import { useShortcuts } from "./shortcuts/use-shortcuts";
import { KeyCap } from "./shortcuts/KeyCap";

const loadSearch = () => import("./search/SearchDialog");
const SearchDialog = lazy(loadSearch);
// The dialog's code and the sections' search modules, fetched while the browser is idle.
const prefetchSearch = () => Promise.all([loadSearch(), import("./search/search-kinds").then((m) => m.loadSearchKinds())]);
const ShortcutsSheet = lazy(() => import("./shortcuts/ShortcutsSheet"));

type Open = "search" | "help" | undefined;

export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>();
  // Once loaded, a panel stays mounted (closed) so that it reopens at once.
  const [used, setUsed] = useState<{ search?: boolean; help?: boolean }>({});
  const show = (panel: "search" | "help") => {
    setUsed((u) => ({ ...u, [panel]: true }));
    setOpen(panel);
  };
  useShortcuts({ openSearch: () => show("search"), openHelp: () => show("help") });
  useEffect(
    () =>
      onContentShown(() => {
        if (typeof requestIdleCallback === "function") requestIdleCallback(() => void prefetchSearch().catch(() => {}), { timeout: 5000 });
      }),
    [],
  );
  const close = () => setOpen(undefined);
  return (
    <>
      <Button size="sm" variant="outline" color="fg.muted" onClick={() => show("search")} aria-keyshortcuts="Control+K Meta+K /">
        <SearchIcon />
        {t("shell.search.open")}
        <Box as="span" display={{ base: "none", md: "inline-flex" }} gap="0.5" aria-hidden>
          {keyCaps("mod+k", t).map((cap) => (
            <KeyCap key={cap}>
              {cap}
            </KeyCap>
          ))}
        </Box>
      </Button>
      {(used.search || used.help) && (
        <Suspense fallback={null}>
          <PageTexts>
            {used.search && <SearchDialog open={open === "search"} onClose={close} />}
            {used.help && <ShortcutsSheet open={open === "help"} onClose={close} />}
          </PageTexts>
        </Suspense>
      )}
    </>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
