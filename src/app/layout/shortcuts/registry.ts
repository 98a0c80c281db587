// The one list of the dashboard's keyboard shortcuts: the key listener
// (use-shortcuts.ts) runs them and the shortcuts sheet lists them, so a
// shortcut cannot exist without being documented, nor the other way round.
import type { TFunction } from "i18next";
import { matchRoutes } from "react-router-dom";
import type { TranslationKey } from "@app/i18n/translation-key";
import { mainPath, routePattern, type Section } from "@app/routes/section";
import { customersSection } from "@app/routes/customers/section";
import { discountsSection } from "@app/routes/discounts/section";
import { draftOrdersSection } from "@app/routes/draft-orders/section";
import { giftCardsSection } from "@app/routes/gift-cards/section";
import { ordersSection } from "@app/routes/orders/section";
import { productsSection } from "@app/routes/products/section";
import { sections } from "@app/routes/sections";
import { settingsSection } from "@app/routes/settings/section";

export type ShortcutAction =
  | { kind: "search" }
  | { kind: "help" }
  | { kind: "go"; section: Section }
  /** On a record's page: back to its section's list. */
  | { kind: "back" }
  /** On a record's page: the record's id to the clipboard. */
  | { kind: "copyId" };

export type ShortcutGroup = "general" | "navigation" | "record";

export interface Shortcut {
  id: string;
  /** Each way to press it: keys in order, `mod` is ⌘ on Apple devices and Ctrl elsewhere (`mod+k`, `g o`, `?`). */
  keys: string[];
  group: ShortcutGroup;
  label: (t: TFunction) => string;
  action: ShortcutAction;
}

const fixed = (id: string, keys: string[], group: ShortcutGroup, label: TranslationKey, action: ShortcutAction): Shortcut => ({
  id,
  keys,
  group,
  label: (t) => t(label),
  action,
});

// `g` then a letter: the sections' own declarations stay out of it, as they
// are in the first page's JavaScript (whose budget is spent), the shortcuts are not.
const GO_KEYS: [Section, string][] = [
  [ordersSection, "o"],
  [draftOrdersSection, "d"],
  [productsSection, "p"],
  [customersSection, "c"],
  [discountsSection, "i"],
  [giftCardsSection, "g"],
  [settingsSection, "s"],
];

export const shortcuts: readonly Shortcut[] = [
  fixed("search", ["mod+k", "/"], "general", "shell.shortcuts.search", { kind: "search" }),
  fixed("help", ["?"], "general", "shell.shortcuts.help", { kind: "help" }),
  ...GO_KEYS.map(
    ([section, letter]): Shortcut => ({
      id: `go-${section.path}`,
      keys: [`g ${letter}`],
      group: "navigation",
      label: (t) => t("shell.shortcuts.goTo", { section: t(section.label) }),
      action: { kind: "go", section },
    }),
  ),
  fixed("back", ["escape"], "record", "shell.shortcuts.back", { kind: "back" }),
  fixed("copy-id", ["mod+i"], "record", "shell.shortcuts.copyId", { kind: "copyId" }),
];

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = ["general", "navigation", "record"];

/** One key press as the registry writes it: `mod+k`, `g`, `?`, `escape` (Shift is in the character itself). */
export function chordOf(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey">): string {
  return (event.ctrlKey || event.metaKey ? "mod+" : "") + event.key.toLowerCase();
}

// Every page of the dashboard with its list; ranked by the router's own rules
// (`/a/products/new` is the create page, not a product whose id is "new").
const pages = sections.flatMap((section) =>
  Object.values(section.routes).map((route) => ({ path: routePattern(section, route), list: mainPath(section) })),
);

/** A record's page (a section's page with parameters): its list and the record's id (the last parameter). */
export function recordPageOf(pathname: string): { list: string; id: string } | undefined {
  const [match] = matchRoutes(pages, pathname) ?? [];
  const id = match && Object.values(match.params).at(-1);
  return id ? { list: match.route.list, id } : undefined;
}
