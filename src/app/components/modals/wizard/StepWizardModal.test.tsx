import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { generatedCss } from "@tests/support/css";
import { renderPage } from "@tests/support/render";
import { useLayeredModal } from "../layered/layered-context";
import { StepWizardModal, type StepWizardModalProps } from "./StepWizardModal";
import { useStepWizard, useStepWizardState } from "./use-step-wizard";

/** A step whose "valid" checkbox decides whether Next is allowed. */
function GatedStep({ name }: { name: string }) {
  const { enableNext, disableNext } = useStepWizard();
  return (
    <label>
      <input type="checkbox" defaultChecked onChange={(e) => (e.target.checked ? enableNext() : disableNext())} />
      {name} is valid
    </label>
  );
}

const steps = [<p key="1">Details</p>, <GatedStep key="2" name="Prices" />, <p key="3">Summary</p>];

function Harness(props: Partial<StepWizardModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <StepWizardModal open={open} onClose={() => setOpen(false)} title="New discount" steps={steps} onSubmit={vi.fn()} {...props} />
    </>
  );
}

const back = () => screen.getByRole("button", { name: "Back" });
const primary = () => screen.getByRole("button", { name: /^(Next|Submit)$/ });
const reachedDots = () => screen.getAllByTestId("step-dot").filter((d) => d.hasAttribute("data-reached")).length;

describe("StepWizardModal", () => {
  it("starts on the first step: Step 1 of N, one dot per step, Back disabled, Next", () => {
    renderPage(<Harness />);
    expect(screen.getByRole("dialog", { name: "New discount" })).toBeInTheDocument();
    expect(screen.getByText("Details")).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();
    expect(screen.getAllByTestId("step-dot")).toHaveLength(3);
    expect(reachedDots()).toBe(1);
    expect(back()).toBeDisabled();
    expect(primary()).toHaveTextContent("Next");
    expect(primary()).toBeEnabled();
  });

  it("moves forward and back, filling the dots up to the current step", async () => {
    const { user } = renderPage(<Harness />);
    await user.click(primary());
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();
    expect(reachedDots()).toBe(2);
    expect(back()).toBeEnabled();
    await user.click(back());
    expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();
    expect(screen.getByText("Details")).toBeInTheDocument();
  });

  it("keeps Next disabled while the step does not allow it", async () => {
    const { user } = renderPage(<Harness />);
    await user.click(primary());
    await user.click(screen.getByRole("checkbox", { name: "Prices is valid" }));
    expect(primary()).toBeDisabled();
    await user.click(primary());
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Prices is valid" }));
    expect(primary()).toBeEnabled();
  });

  it("turns Next into Submit on the last step, which submits without moving", async () => {
    const onSubmit = vi.fn();
    const { user } = renderPage(<Harness onSubmit={onSubmit} />);
    await user.click(primary());
    await user.click(primary());
    expect(primary()).toHaveTextContent("Submit");
    await user.click(primary());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Summary")).toBeInTheDocument();
    expect(screen.getByText("Step 3 of 3")).toBeInTheDocument();
  });

  it("disables Submit while the last step does not allow it", async () => {
    const onSubmit = vi.fn();
    const { user } = renderPage(<Harness onSubmit={onSubmit} steps={[<p key="1">Details</p>, <GatedStep key="2" name="Prices" />]} />);
    await user.click(primary());
    await user.click(screen.getByRole("checkbox", { name: "Prices is valid" }));
    expect(primary()).toHaveTextContent("Submit");
    expect(primary()).toBeDisabled();
    await user.click(primary());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sizes Back and Next/Submit 112 px wide", () => {
    renderPage(<Harness />);
    expect(generatedCss(primary())).toContain("width: 112px");
    expect(generatedCss(back())).toContain("width: 112px");
  });

  it("hides the step count on a summary last step only", async () => {
    const { user } = renderPage(<Harness lastScreenIsSummary />);
    expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();
    await user.click(primary());
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();
    await user.click(primary());
    expect(screen.getByText("Summary")).toBeInTheDocument();
    expect(screen.queryByTestId("step-indicator")).not.toBeInTheDocument();
  });

  it("resets, then calls the close handler, when closed", async () => {
    const calls: string[] = [];
    function Observed() {
      const wizard = useStepWizardState();
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <StepWizardModal
            open={open}
            title="New discount"
            steps={steps}
            onSubmit={vi.fn()}
            wizard={{ ...wizard, reset: () => (calls.push("reset"), wizard.reset()) }}
            onClose={() => (calls.push("close"), setOpen(false))}
          />
        </>
      );
    }
    const { user } = renderPage(<Observed />);
    await user.click(primary());
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    expect(calls).toEqual(["reset", "close"]);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("Step 1 of 3")).toBeInTheDocument();
  });

  it("lets a step jump ahead through the hook", async () => {
    function Jump() {
      const { jumpTo } = useStepWizard();
      return (
        <button type="button" onClick={() => jumpTo(2)}>
          Skip to summary
        </button>
      );
    }
    const { user } = renderPage(<Harness steps={[<Jump key="1" />, <p key="2">Prices</p>, <p key="3">Summary</p>]} />);
    await user.click(screen.getByRole("button", { name: "Skip to summary" }));
    expect(screen.getByText("Summary")).toBeInTheDocument();
    expect(screen.getByText("Step 3 of 3")).toBeInTheDocument();
  });

  it("in the layered variant, lets a step open screens over the wizard", async () => {
    function PickProducts() {
      const { push } = useLayeredModal();
      return (
        <button type="button" onClick={() => push({ title: "Products", view: <p>Product picker</p> })}>
          Choose products
        </button>
      );
    }
    const { user } = renderPage(<Harness variant="layered" steps={[<PickProducts key="1" />, <p key="2">Summary</p>]} />);
    expect(screen.getByText("Step 1 of 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Choose products" }));
    expect(screen.getByRole("heading", { name: "Products" })).toBeInTheDocument();
    expect(screen.getByText("Product picker")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { name: "New discount" })).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 2")).toBeInTheDocument();
  });
});
