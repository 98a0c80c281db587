// A modal whose content can open screens over itself (pick a region, then a
// country, ...): each screen slides in from the inline end with its own
// title and a back button; closing the modal drops every screen.
import { Box } from "@chakra-ui/react";
import { useCallback, useMemo, useReducer, type ReactNode } from "react";
import { ModalFrame, type ModalSize } from "../ModalFrame";
import { ModalHeader } from "../ModalHeader";
import { LayeredModalContext, type LayeredModalApi } from "./layered-context";
import { layeredStackReducer, type LayeredScreen } from "./layered-stack";

export interface LayeredModalProps {
  open: boolean;
  onClose: () => void;
  /** Title of the base content (shown when no screen is open). */
  title: ReactNode;
  subtitle?: ReactNode;
  size?: ModalSize;
  /** The base content: a body and footer, which may call useLayeredModal().push. */
  children: ReactNode;
}

/**
 * One screen of the stack. Every screen stays mounted, so going back keeps
 * what was typed; covered screens are hidden without `display: none`, which
 * would replay the slide when they are uncovered.
 */
function Layer({ visible, slides, children }: { visible: boolean; slides: boolean; children: ReactNode }) {
  return (
    <Box
      aria-hidden={!visible || undefined}
      inert={!visible}
      display="flex"
      flexDirection="column"
      flex="1"
      minH="0"
      {...(visible ? {} : { position: "absolute", inset: "0", visibility: "hidden" })}
      // Slides in from the side text flows towards: the right, or the left in right-to-left languages.
      animationName={slides ? { base: "slide-from-right-full", _rtl: "slide-from-left-full" } : undefined}
      animationDuration="moderate"
      animationTimingFunction="ease-out"
      _motionReduce={{ animationName: "none" }}
    >
      {children}
    </Box>
  );
}

export function LayeredModal({ open, onClose, title, subtitle, size, children }: LayeredModalProps) {
  const [stack, dispatch] = useReducer(layeredStackReducer, []);
  const push = useCallback((screen: LayeredScreen) => dispatch({ type: "push", screen }), []);
  const pop = useCallback(() => dispatch({ type: "pop" }), []);
  const reset = useCallback(() => dispatch({ type: "reset" }), []);
  const api = useMemo<LayeredModalApi>(() => ({ push, pop, reset, depth: stack.length }), [push, pop, reset, stack.length]);
  const close = () => {
    reset();
    onClose();
  };
  const depth = stack.length;
  return (
    <ModalFrame open={open} onClose={close} size={size}>
      <LayeredModalContext.Provider value={api}>
        <Box position="relative" display="flex" flexDirection="column" flex="1" minH="0" overflow="hidden" data-depth={depth}>
          <Layer visible={depth === 0} slides={false}>
            {depth === 0 && <ModalHeader title={title} subtitle={subtitle} />}
            {children}
          </Layer>
          {stack.map((screen, i) => {
            const top = i === depth - 1;
            return (
              <Layer key={i} visible={top} slides>
                {top && <ModalHeader title={screen.title} subtitle={screen.subtitle} onBack={screen.onBack ?? pop} />}
                {screen.view}
              </Layer>
            );
          })}
        </Box>
      </LayeredModalContext.Provider>
    </ModalFrame>
  );
}
