// @vitest-environment node
// A toast's title and description must read at WCAG AA (4.5:1) on its colour,
// in light and dark mode: the accessibility tier saw a success toast's
// description at 2.6:1 (Chakra's green.600 with its text at 0.8 opacity).
import { describe, expect, it } from "vitest";
import { system } from "./system";

const TOAST_PALETTES = { success: "green", warning: "orange", error: "red" } as const;

const token = (name: string) => system.tokens.allTokens.find((t) => t.name === name);

/** A colour token's hex value in a mode, through semantic references ("{colors.green.700}", "white"). */
function hex(value: string, mode: "_light" | "_dark"): string {
  const named: Record<string, string> = { white: "#ffffff", black: "#000000" };
  if (named[value]) return named[value];
  const ref = /^\{(.+)\}$/.exec(value);
  if (!ref) return value;
  const t = token(ref[1])!;
  const conditions = t.extensions.conditions as Record<string, string> | undefined;
  return hex(conditions ? (conditions[mode] ?? conditions.base) : t.originalValue, mode);
}

const channels = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255);
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
function contrast(fg: number[], bg: number[]) {
  const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

describe("toasts", () => {
  const toast = system._config.theme?.slotRecipes?.toast;
  const opacity = Number(toast?.base?.description?.opacity ?? 1);

  for (const [type, palette] of Object.entries(TOAST_PALETTES)) {
    for (const mode of ["_light", "_dark"] as const) {
      it(`reads at 4.5:1 or more on a ${type} toast (${mode.slice(1)} mode), its description too`, () => {
        const bg = channels(hex(`{colors.${palette}.solid}`, mode));
        const fg = channels(hex(`{colors.${palette}.contrast}`, mode));
        const description = fg.map((c, i) => c * opacity + bg[i] * (1 - opacity));
        expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(description, bg)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
