import { describe, expect, it } from "vitest";
import { initialStepWizardState, stepWizardReducer, type StepWizardAction, type StepWizardState } from "./step-wizard-reducer";

const run = (actions: StepWizardAction[], from: StepWizardState = initialStepWizardState) => actions.reduce(stepWizardReducer, from);

describe("step wizard reducer", () => {
  it("starts on step 0 with next allowed", () => {
    expect(initialStepWizardState).toEqual({ step: 0, nextAllowed: true });
  });

  it("disables and enables next", () => {
    expect(run([{ type: "disableNext" }]).nextAllowed).toBe(false);
    expect(run([{ type: "disableNext" }, { type: "enableNext" }]).nextAllowed).toBe(true);
  });

  it("goes forward one step at a time", () => {
    expect(run([{ type: "forward" }, { type: "forward" }]).step).toBe(2);
  });

  it("goes back one step, never below 0", () => {
    expect(run([{ type: "back" }], { step: 2, nextAllowed: true }).step).toBe(1);
    expect(run([{ type: "back" }, { type: "back" }, { type: "back" }], { step: 1, nextAllowed: true }).step).toBe(0);
  });

  it("jumps to a step after the first", () => {
    expect(run([{ type: "jumpTo", index: 3 }]).step).toBe(3);
    expect(run([{ type: "jumpTo", index: 1 }], { step: 4, nextAllowed: true }).step).toBe(1);
  });

  it("ignores a jump to the first step or before it", () => {
    const at2 = { step: 2, nextAllowed: false };
    expect(run([{ type: "jumpTo", index: 0 }], at2)).toEqual(at2);
    expect(run([{ type: "jumpTo", index: -1 }], at2)).toEqual(at2);
  });

  it("does not change state on submit", () => {
    const state = { step: 3, nextAllowed: false };
    expect(stepWizardReducer(state, { type: "submit" })).toEqual(state);
  });

  it("resets to step 0 with next allowed", () => {
    expect(run([{ type: "reset" }], { step: 3, nextAllowed: false })).toEqual({ step: 0, nextAllowed: true });
  });

  it("keeps the next flag while moving", () => {
    expect(run([{ type: "disableNext" }, { type: "forward" }, { type: "back" }]).nextAllowed).toBe(false);
  });
});
