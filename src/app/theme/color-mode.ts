// Light, dark, or as the system says: the user's choice, kept in this browser
// (localStorage, like the language). Chakra's dark values apply under the
// `dark` class of <html>. The page applies the saved choice before its first
// paint, in the pre-paint script (scripts/vite/prepaint.ts, which reads the
// same key); the user menu changes it (src/app/layout/UserMenu.tsx).
import { useEffect, useState } from "react";

export const COLOR_MODE_KEY = "colorMode";
export const COLOR_MODE_CHOICES = ["light", "dark", "system"] as const;
export type ColorModeChoice = (typeof COLOR_MODE_CHOICES)[number];
export type ColorMode = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function savedChoice(): ColorModeChoice {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(COLOR_MODE_KEY);
  } catch {
    // storage refused (privacy settings): the system's mode
  }
  return saved === "light" || saved === "dark" ? saved : "system";
}

const modeOf = (choice: ColorModeChoice): ColorMode => (choice === "system" ? (matchMedia(DARK_QUERY).matches ? "dark" : "light") : choice);

/** Puts the mode on the page: Chakra's class, the browser's own controls and scroll bars (color-scheme). */
export function applyColorMode(mode: ColorMode) {
  const html = document.documentElement;
  html.classList.remove(mode === "dark" ? "light" : "dark");
  html.classList.add(mode);
  html.style.colorScheme = mode;
  document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]')?.setAttribute("content", mode);
}

/** The choice and a function to change it; applies it, and follows the system's mode while "system" is chosen. */
export function useColorModeChoice() {
  const [choice, setChoice] = useState(savedChoice);
  useEffect(() => {
    applyColorMode(modeOf(choice));
    const system = matchMedia(DARK_QUERY);
    const onSystemChange = () => choice === "system" && applyColorMode(modeOf(choice));
    // a choice made in another tab of the dashboard
    const onStorage = (e: StorageEvent) => e.key === COLOR_MODE_KEY && setChoice(savedChoice());
    system.addEventListener("change", onSystemChange);
    window.addEventListener("storage", onStorage);
    return () => {
      system.removeEventListener("change", onSystemChange);
      window.removeEventListener("storage", onStorage);
    };
  }, [choice]);
  const choose = (next: ColorModeChoice) => {
    try {
      localStorage.setItem(COLOR_MODE_KEY, next);
    } catch {
      // not kept: applies to this page only
    }
    setChoice(next);
  };
  return [choice, choose] as const;
}
