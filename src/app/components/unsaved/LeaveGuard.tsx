// The signed-in area's scope of unsaved changes: while a form with changes is
// mounted anywhere in it (a page or a modal), leaving asks first — a click on
// a link of the dashboard (sidebar, breadcrumbs, rows), the browser's back and
// forward buttons; closing or reloading the tab gets the browser's own
// question (beforeunload). Navigations made by code (after a save) go through,
// except those a user asks for by other means (a shortcut, a search result):
// those go through `useConfirmLeave`.
// Built on the links and history rather than useBlocker, which needs a data
// router: the declarative router keeps the first page's code small (router.tsx).
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { createDirtyScope } from "./create-scope";
import { DirtyScopeContext } from "./dirty-scope";
import { DiscardChangesDialog } from "./DiscardChangesDialog";
import { blockLeaving } from "./leave-blocker";

type ConfirmLeave = (proceed: () => void) => void;
const ConfirmLeaveContext = createContext<ConfirmLeave>((proceed) => proceed());

/** Runs a navigation the user asked for, after the question when a form has unsaved changes. */
export const useConfirmLeave = () => useContext(ConfirmLeaveContext);

export function LeaveGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState(false);
  const [scope] = useState(() => createDirtyScope(null, setDirty));
  // the leave to carry on with if the user discards the changes
  const [leave, setLeave] = useState<(() => void) | null>(null);
  const [confirmLeave] = useState<ConfirmLeave>(() => (proceed: () => void) => (scope.isDirty() ? setLeave(() => proceed) : proceed()));
  const { key } = useLocation();
  useEffect(() => {
    if (!dirty) return;
    return blockLeaving((proceed) => setLeave(() => proceed));
    // the history entry the guard returns to is the one shown now: re-armed on each move
  }, [dirty, key]);
  return (
    <DirtyScopeContext.Provider value={scope}>
      <ConfirmLeaveContext.Provider value={confirmLeave}>{children}</ConfirmLeaveContext.Provider>
      {leave && (
        <DiscardChangesDialog
          open
          onKeep={() => setLeave(null)}
          onDiscard={() => {
            setLeave(null);
            leave();
          }}
        />
      )}
    </DirtyScopeContext.Provider>
  );
}
