export { ConfirmDialog } from "./ConfirmDialog";
export { FocusModal, type FocusModalProps } from "./FocusModal";
export { useLayeredModal, type LayeredModalApi } from "./layered/layered-context";
export { LayeredModal, type LayeredModalProps } from "./layered/LayeredModal";
export { layeredStackReducer, type LayeredScreen } from "./layered/layered-stack";
export { StepWizardModal, type StepWizardModalProps } from "./wizard/StepWizardModal";
export { initialStepWizardState, stepWizardReducer, type StepWizardAction, type StepWizardState } from "./wizard/step-wizard-reducer";
export { useStepWizard, useStepWizardState, type StepWizard } from "./wizard/use-step-wizard";
