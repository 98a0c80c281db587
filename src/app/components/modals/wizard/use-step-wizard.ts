// The wizard state with named actions, and the context through which the
// steps reach it (a step calls disableNext() until its form is valid).
import { createContext, useContext, useMemo, useReducer } from "react";
import { initialStepWizardState, stepWizardReducer, type StepWizardState } from "./step-wizard-reducer";

export interface StepWizard extends StepWizardState {
  enableNext: () => void;
  disableNext: () => void;
  forward: () => void;
  back: () => void;
  jumpTo: (index: number) => void;
  submit: () => void;
  reset: () => void;
}

/** Creates a wizard's state; pass it to <StepWizardModal wizard> when the parent must read or drive it. */
export function useStepWizardState(): StepWizard {
  const [state, dispatch] = useReducer(stepWizardReducer, initialStepWizardState);
  const actions = useMemo(
    () => ({
      enableNext: () => dispatch({ type: "enableNext" }),
      disableNext: () => dispatch({ type: "disableNext" }),
      forward: () => dispatch({ type: "forward" }),
      back: () => dispatch({ type: "back" }),
      jumpTo: (index: number) => dispatch({ type: "jumpTo", index }),
      submit: () => dispatch({ type: "submit" }),
      reset: () => dispatch({ type: "reset" }),
    }),
    [],
  );
  return useMemo(() => ({ ...state, ...actions }), [state, actions]);
}

export const StepWizardContext = createContext<StepWizard | null>(null);

/** The wizard a step is shown in. */
export function useStepWizard(): StepWizard {
  const wizard = useContext(StepWizardContext);
  if (!wizard) throw new Error("useStepWizard() is only available inside a <StepWizardModal>");
  return wizard;
}
