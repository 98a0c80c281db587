// A Tooltip whose code (Chakra's tooltip and its positioning engine) loads
// only when one is drawn, for what every form field carries: the info tip and
// the "+N errors" hint. Forms that show neither, like the sign-in page, then
// do not download it. Trigger and tooltip appear together, a moment later on
// first use: a trigger drawn before would be replaced once the code is there,
// losing a hover or the focus it already had.
import { lazy, Suspense } from "react";
import type { TooltipProps } from "./Tooltip";

const Tooltip = lazy(() => import("./Tooltip").then((m) => ({ default: m.Tooltip })));

export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={null}>
      <Tooltip {...props} />
    </Suspense>
  );
}
