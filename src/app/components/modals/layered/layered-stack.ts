// The screens of a layered modal as a stack: the last pushed is shown, and an
// empty stack means the modal's own (base) content. Pure, so it can be tested
// without rendering.
import type { ReactNode } from "react";

export interface LayeredScreen {
  title: string;
  subtitle?: string;
  view: ReactNode;
  /** What the back button does; popping this screen when absent. */
  onBack?: () => void;
}

export type LayeredStackAction = { type: "push"; screen: LayeredScreen } | { type: "pop" } | { type: "reset" };

export function layeredStackReducer(stack: readonly LayeredScreen[], action: LayeredStackAction): readonly LayeredScreen[] {
  switch (action.type) {
    case "push":
      return [...stack, action.screen];
    case "pop":
      // Popping the base would be a no-op; keep the same array so nothing re-renders.
      return stack.length ? stack.slice(0, -1) : stack;
    case "reset":
      return stack.length ? [] : stack;
  }
}

export const topScreen = (stack: readonly LayeredScreen[]): LayeredScreen | undefined => stack[stack.length - 1];
