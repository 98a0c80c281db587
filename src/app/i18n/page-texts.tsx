// The built dashboard's texts come in two files per language (scripts/vite/
// locale-split.ts): those the sign-in page, the shell and the orders list use,
// loaded first, and the "pages" namespace with the rest, which i18next reads
// as its fallback namespace. A page other than those waits for it here.
import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export const PAGES_NS = "pages";
// The typed `t` knows one namespace (./i18next.d.ts): the second is only loaded here, never read by name.
const BOTH = ["translation", PAGES_NS] as unknown as "translation";

/** Renders `children` once the current language's page texts are loaded (suspends until then). */
export function PageTexts({ children }: { children: ReactNode }) {
  useTranslation(BOTH);
  return children;
}

/** Starts loading the page texts ahead of need (the idle time after the first page, a hover on a link). */
export const preloadPageTexts = (i18n: I18n) => void i18n.loadNamespaces(PAGES_NS);
