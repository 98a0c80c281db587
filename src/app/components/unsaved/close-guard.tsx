// A modal's close, asked first while a form in it has unsaved changes (its
// close button, Escape, a click outside and Cancel). A save closes the modal
// through its own onClose, which does not ask.
import { createContext, type ReactNode, useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../controls/Button";
import { createDirtyScope } from "./create-scope";
import { DirtyScopeContext } from "./dirty-scope";
import { DiscardChangesDialog } from "./DiscardChangesDialog";

const CloseRequestContext = createContext<(() => void) | null>(null);

export interface CloseGuard {
  /** Closes, or asks first when the modal's forms have changes. */
  requestClose: () => void;
  /** Wraps the modal's content: its forms report to this modal. */
  provide: (content: ReactNode) => ReactNode;
  /** The question while it is asked, drawn beside the modal (mounted only then: it is a modal itself). */
  question: ReactNode;
}

export function useCloseGuard(onClose: () => void): CloseGuard {
  const parent = useContext(DirtyScopeContext);
  const [scope] = useState(() => createDirtyScope(parent));
  const [asking, setAsking] = useState(false);
  const requestClose = () => (scope.isDirty() ? setAsking(true) : onClose());
  return {
    requestClose,
    provide: (content) => (
      <DirtyScopeContext.Provider value={scope}>
        <CloseRequestContext.Provider value={requestClose}>{content}</CloseRequestContext.Provider>
      </DirtyScopeContext.Provider>
    ),
    question: asking && (
      <DiscardChangesDialog
        open
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
    ),
  };
}

/** A modal form's Cancel: the modal's guarded close (`onClose` outside a modal). */
export function CancelButton({ onClose, disabled }: { onClose: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const requestClose = useContext(CloseRequestContext) ?? onClose;
  return (
    <Button variant="secondary" size="small" disabled={disabled} onClick={requestClose}>
      {t("common.cancel")}
    </Button>
  );
}
