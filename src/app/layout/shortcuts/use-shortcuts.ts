// The listener of the registry's shortcuts (./registry.ts), on the document
// for the whole signed-in area. A shortcut never fires while the user types
// in a field or while a modal (or a menu) has the keyboard: there the keys
// belong to what is open.
import { useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { toaster } from "@app/components/toaster";
import { useConfirmLeave } from "@app/components/unsaved/LeaveGuard";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { mainPath } from "@app/routes/section";
import { chordOf, recordPageOf, type ShortcutAction, shortcuts } from "./registry";

/** How long the second key of a sequence (`g` then `o`) is awaited. */
export const SEQUENCE_TIMEOUT_MS = 1500;

const FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]';
// A modal dialog, or a menu / listbox whose own keys (Escape, letters) must not leak to the page.
const OWNS_KEYS = '[aria-modal="true"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Whether the page may take this key press as a shortcut. Ctrl/⌘+K opens the search from a field too (a list's search box has the focus often). */
export function isShortcutTarget(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.isComposing) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(FIELD) && chordOf(event) !== "mod+k") return false;
  // only what is open: a closed menu or select may stay in the document, hidden
  return ![...document.querySelectorAll(OWNS_KEYS)].some((el) => el.checkVisibility?.() ?? true);
}

export interface ShortcutHandlers {
  openSearch: () => void;
  openHelp: () => void;
}

export function useShortcuts({ openSearch, openHelp }: ShortcutHandlers) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { isEnabled } = useFeatureFlag();
  const confirmLeave = useConfirmLeave();
  // Read by the listener at the time of the key press, so it is attached once.
  const latest = useRef({ t, navigate, pathname, isEnabled, openSearch, openHelp, confirmLeave });
  useLayoutEffect(() => {
    latest.current = { t, navigate, pathname, isEnabled, openSearch, openHelp, confirmLeave };
  });

  useEffect(() => {
    let pending: { key: string; at: number } | undefined;

    const run = (action: ShortcutAction): boolean => {
      const { t, navigate, pathname, isEnabled, openSearch, openHelp, confirmLeave } = latest.current;
      switch (action.kind) {
        case "search":
          openSearch();
          return true;
        case "help":
          openHelp();
          return true;
        case "go":
          if (action.section.flag && !isEnabled(action.section.flag)) return false;
          confirmLeave(() => navigate(mainPath(action.section)));
          return true;
        case "back": {
          const record = recordPageOf(pathname);
          if (!record) return false;
          confirmLeave(() => navigate(record.list));
          return true;
        }
        case "copyId": {
          const record = recordPageOf(pathname);
          if (!record) return false;
          navigator.clipboard?.writeText(record.id).then(
            () => toaster.create({ type: "success", title: t("shell.shortcuts.idCopied", { id: record.id }) }),
            () => toaster.create({ type: "error", title: t("shell.shortcuts.copyFailed") }),
          );
          return true;
        }
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcutTarget(event)) {
        pending = undefined;
        return;
      }
      const chord = chordOf(event);
      if (["shift", "control", "meta", "alt"].includes(chord.replace("mod+", ""))) return;
      const sequence = pending && event.timeStamp - pending.at < SEQUENCE_TIMEOUT_MS ? `${pending.key} ${chord}` : undefined;
      pending = undefined;
      const found =
        (sequence && shortcuts.find((s) => s.keys.includes(sequence))) || shortcuts.find((s) => s.keys.includes(chord));
      if (found) {
        if (run(found.action)) event.preventDefault();
        return;
      }
      // The first key of a sequence (`g`): wait for the next.
      if (shortcuts.some((s) => s.keys.some((k) => k.startsWith(`${chord} `)))) pending = { key: chord, at: event.timeStamp };
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
