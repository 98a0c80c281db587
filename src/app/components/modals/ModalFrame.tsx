// The dialog every centred modal of the dashboard sits in: backdrop, panel,
// a translated close button at the top end; Escape and a click outside close
// it too. What goes inside (headers, bodies, footers) is the caller's.
import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type ModalSize = "medium" | "large";

// Medium for a single form; large for wizards and pages of content.
const dialogSizes = { medium: "md", large: "lg" } as const;

export interface ModalFrameProps {
  open: boolean;
  /** Called on the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  size?: ModalSize;
  children: ReactNode;
}

export function ModalFrame({ open, onClose, size = "medium", children }: ModalFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={dialogSizes[size]}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("modals.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
