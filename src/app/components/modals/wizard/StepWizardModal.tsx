// A modal that walks through steps: "Step n of N" with dots in the header,
// Back and Next in the footer; Next becomes Submit on the last step. Steps
// reach the wizard with useStepWizard() (e.g. disableNext() while invalid).
import { Dialog } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls/Button";
import { LayeredModal } from "../layered/LayeredModal";
import { ModalFrame } from "../ModalFrame";
import { ModalHeader } from "../ModalHeader";
import { StepIndicator } from "./StepIndicator";
import { StepWizardContext, useStepWizardState, type StepWizard } from "./use-step-wizard";

/** Width of the Back and Next/Submit buttons, so the footer does not jump when the label changes. */
export const WIZARD_BUTTON_WIDTH = "112px";

export interface StepWizardModalProps {
  open: boolean;
  /** Called on close, right after the wizard is reset to its first step. */
  onClose: () => void;
  title: ReactNode;
  /** One view per step, in order. */
  steps: ReactNode[];
  /** Called by Submit on the last step; a promise keeps the button loading until it settles. */
  onSubmit: () => void | Promise<unknown>;
  /** The last step is a summary: it shows no step count. */
  lastScreenIsSummary?: boolean;
  /** large: a wide dialog; layered: a layered modal, whose steps may push screens (useLayeredModal). */
  variant?: "large" | "layered";
  /** The wizard's state, when the parent needs to read or drive it; created here otherwise. */
  wizard?: StepWizard;
  /** Keeps Submit busy beyond onSubmit's promise (e.g. once created, while the page moves on). */
  busy?: boolean;
}

export function StepWizardModal({ wizard: external, ...props }: StepWizardModalProps) {
  const own = useStepWizardState();
  return <WizardView {...props} wizard={external ?? own} />;
}

function WizardView({ open, onClose, title, steps, onSubmit, lastScreenIsSummary = false, variant = "large", wizard, busy = false }: StepWizardModalProps & { wizard: StepWizard }) {
  const { t } = useTranslation();
  const last = steps.length - 1;
  const onLast = wizard.step >= last;
  const showSteps = !(lastScreenIsSummary && wizard.step === last);
  const indicator = showSteps ? <StepIndicator step={wizard.step} total={steps.length} /> : undefined;

  const close = () => {
    wizard.reset();
    onClose();
  };
  const advance = () => {
    if (!onLast) return wizard.forward();
    wizard.submit();
    return onSubmit();
  };

  const content = (
    <StepWizardContext.Provider value={wizard}>
      <Dialog.Body>{steps[wizard.step]}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" size="small" width={WIZARD_BUTTON_WIDTH} disabled={wizard.step === 0} onClick={wizard.back}>
          {t("modals.back")}
        </Button>
        <Button variant="primary" size="small" width={WIZARD_BUTTON_WIDTH} disabled={!wizard.nextAllowed} loading={onLast && busy} onClick={advance}>
          {onLast ? t("modals.submit") : t("modals.next")}
        </Button>
      </Dialog.Footer>
    </StepWizardContext.Provider>
  );

  if (variant === "layered") {
    return (
      <LayeredModal open={open} onClose={close} title={title} subtitle={indicator} size="large">
        {content}
      </LayeredModal>
    );
  }
  return (
    <ModalFrame open={open} onClose={close} size="large">
      <ModalHeader title={title} subtitle={indicator} />
      {content}
    </ModalFrame>
  );
}
