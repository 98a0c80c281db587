// How the content of a layered modal opens screens over itself.
import { createContext, useContext } from "react";
import type { LayeredScreen } from "./layered-stack";

export interface LayeredModalApi {
  push: (screen: LayeredScreen) => void;
  pop: () => void;
  reset: () => void;
  /** Screens open over the base content. */
  depth: number;
}

export const LayeredModalContext = createContext<LayeredModalApi | null>(null);

export function useLayeredModal(): LayeredModalApi {
  const api = useContext(LayeredModalContext);
  if (!api) throw new Error("useLayeredModal() is only available inside a <LayeredModal>");
  return api;
}
