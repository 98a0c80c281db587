// How a registry key reads on the user's keyboard: ⌘ on Apple devices, Ctrl elsewhere.
import type { TFunction } from "i18next";

export const isApple = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** `mod+k` -> ["⌘", "K"] or ["Ctrl", "K"]; `escape` -> ["Esc"]. */
export function keyCaps(chord: string, t: TFunction): string[] {
  return chord.split("+").map((part) => {
    if (part === "mod") return isApple() ? "⌘" : t("shell.shortcuts.keys.ctrl");
    if (part === "escape") return t("shell.shortcuts.keys.escape");
    return part.length === 1 ? part.toUpperCase() : part;
  });
}
