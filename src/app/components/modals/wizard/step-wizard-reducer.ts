// The state of a step wizard: which step is shown (from 0) and whether the
// current step lets the user go on. Steps disable "next" while their input is
// incomplete and enable it again; the wizard moves between them.
export interface StepWizardState {
  step: number;
  nextAllowed: boolean;
}

export type StepWizardAction =
  | { type: "enableNext" }
  | { type: "disableNext" }
  | { type: "forward" }
  | { type: "back" }
  | { type: "jumpTo"; index: number }
  | { type: "submit" }
  | { type: "reset" };

export const initialStepWizardState: StepWizardState = { step: 0, nextAllowed: true };

export function stepWizardReducer(state: StepWizardState, action: StepWizardAction): StepWizardState {
  switch (action.type) {
    case "enableNext":
      return { ...state, nextAllowed: true };
    case "disableNext":
      return { ...state, nextAllowed: false };
    case "forward":
      return { ...state, step: state.step + 1 };
    case "back":
      return { ...state, step: Math.max(0, state.step - 1) };
    case "jumpTo":
      // Only a later step than the first can be jumped to; anything else (0, negative) is ignored.
      return action.index > 0 ? { ...state, step: action.index } : state;
    case "submit":
      // Submitting is the caller's business (onSubmit); the wizard stays where it is.
      return state;
    case "reset":
      return initialStepWizardState;
  }
}
