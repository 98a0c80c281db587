// The pre-paint script puts the saved colour mode on the page as the app does
// when the user chooses it (src/app/theme/color-mode.ts), and preloads the
// translations of the likely language.
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyColorMode, COLOR_MODE_KEY } from "../../src/app/theme/color-mode.ts";
import { prepaintScript } from "./prepaint.ts";

/** What the page's head holds when the script runs (the test's own elements, removed afterwards). */
const added: Element[] = [];
const meta = () => document.querySelector('meta[name="color-scheme"]')!.getAttribute("content");

/** A page as parsed up to the script: the meta, nothing of the app. */
function runScript({ saved, systemDark = false, lng }: { saved?: string; systemDark?: boolean; lng?: string }) {
  added.push(document.head.appendChild(Object.assign(document.createElement("meta"), { name: "color-scheme", content: "light" })));
  if (saved) localStorage.setItem(COLOR_MODE_KEY, saved);
  if (lng) localStorage.setItem("i18nextLng", lng);
  vi.spyOn(window, "matchMedia").mockImplementation((media) => ({ matches: systemDark && media === "(prefers-color-scheme: dark)" }) as MediaQueryList);
  new Function(prepaintScript(["en", "fr"]))();
  const preload = document.head.querySelector("link[rel=preload]:last-of-type");
  if (preload) added.push(preload);
  const html = document.documentElement;
  return { className: html.className, colorScheme: html.style.colorScheme, meta: meta(), preload: preload?.getAttribute("href") };
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const element of added.splice(0)) element.remove();
});

describe("pre-paint script", () => {
  it.each([
    { saved: "dark", systemDark: false, mode: "dark" },
    { saved: "light", systemDark: true, mode: "light" },
    { saved: "system", systemDark: true, mode: "dark" },
    { saved: undefined, systemDark: true, mode: "dark" },
    { saved: undefined, systemDark: false, mode: "light" },
  ])("chosen $saved, system dark $systemDark: $mode, as the app applies it", ({ saved, systemDark, mode }) => {
    const page = runScript({ saved, systemDark });
    expect(page).toMatchObject({ className: mode, colorScheme: mode, meta: mode });
    document.documentElement.removeAttribute("class");
    document.documentElement.removeAttribute("style");
    applyColorMode(mode as "light" | "dark");
    expect({ className: document.documentElement.className, colorScheme: document.documentElement.style.colorScheme, meta: meta() }).toEqual({ className: mode, colorScheme: mode, meta: mode });
  });

  it("preloads the saved language's translations, or English for one it does not have", () => {
    expect(runScript({ lng: "fr-CA" }).preload).toBe("/locales/fr/translation.json");
    for (const element of added.splice(0)) element.remove();
    expect(runScript({ lng: "xx" }).preload).toBe("/locales/en/translation.json");
  });
});
