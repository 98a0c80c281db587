// The dialog every centred modal of the dashboard sits in: backdrop, panel,
// a translated close button at the top end; Escape and a click outside close
// it too; with unsaved changes in its forms they ask first (components/unsaved).
// What goes inside (headers, bodies, footers) is the caller's.
import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { type ReactNode, type RefObject, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCloseGuard } from "../unsaved/close-guard";

export type ModalSize = "small" | "medium" | "large";

// Small for a question; medium for a single form; large for wizards and pages of content.
const dialogSizes = { small: "sm", medium: "md", large: "lg" } as const;

export interface ModalFrameProps {
  open: boolean;
  /** Called on the close button, Escape and a click on the backdrop (asked first with unsaved changes). */
  onClose: () => void;
  size?: ModalSize;
  /** `alertdialog` for a question that must be answered (a confirmation). */
  role?: "dialog" | "alertdialog";
  /** What has the focus when it opens (default: its first control). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** False while something runs that must not be abandoned: no close button, Escape and backdrop ignored. */
  dismissible?: boolean;
  /** `end`: a full-height sheet at the end side of the screen (the left one in right-to-left languages). */
  placement?: "center" | "end";
  children: ReactNode;
}

// A sheet is a dialog laid out at the side: the trimmed theme has the dialog's recipe, and a drawer's would add to the first page (theme/system.ts).
const sheet = { mx: "0", my: "0", h: "100dvh", maxH: "100dvh", borderRadius: "0" } as const;

export function ModalFrame({ open, onClose, size = "medium", role = "dialog", dismissible = true, placement = "center", initialFocus, children }: ModalFrameProps) {
  const { t } = useTranslation();
  useFocusReturn(open);
  const guard = useCloseGuard(onClose);
  return (
    <>
      <Dialog.Root
        role={role}
        open={open}
        onOpenChange={(details) => !details.open && dismissible && guard.requestClose()}
        initialFocusEl={initialFocus && (() => initialFocus.current)}
        size={dialogSizes[size]}
        placement="center"
        scrollBehavior="inside"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner {...(placement === "end" && { justifyContent: "flex-end" })}>
            <Dialog.Content {...(placement === "end" && sheet)}>
              {guard.provide(children)}
              {dismissible && (
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t("modals.close")} />
                </Dialog.CloseTrigger>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {guard.question}
    </>
  );
}

/**
 * Gives the focus back to what had it when the modal opened (the button that
 * opened it) when the caller unmounts a modal that opened with it (after a
 * save), which skips the dialog's own return of the focus: keyboard users keep
 * their place. (A modal closed through `open` returns the focus by itself.)
 */
function useFocusReturn(open: boolean) {
  // Read while rendering: the dialog's own effects move the focus into it before any effect of ours.
  const [opener] = useState(() => (open ? document.activeElement : null));
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
}
