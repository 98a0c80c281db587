import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { generatedCss } from "@tests/support/css";
import { renderPage } from "@tests/support/render";
import { useLayeredModal } from "./layered-context";
import { LayeredModal } from "./LayeredModal";

/** Base content that opens screens, and shows how deep the stack is. */
function Base({ onCountryBack }: { onCountryBack?: () => void }) {
  const { push, reset, depth } = useLayeredModal();
  const country = () => push({ title: "Countries", subtitle: "Europe", view: <p>Country list</p>, onBack: onCountryBack });
  return (
    <div>
      <p>Region form (depth {depth})</p>
      <input aria-label="Region name" />
      <button type="button" onClick={() => push({ title: "Regions", view: <RegionScreen onCountry={country} onReset={reset} /> })}>
        Pick region
      </button>
    </div>
  );
}

function RegionScreen({ onCountry, onReset }: { onCountry: () => void; onReset: () => void }) {
  return (
    <div>
      <p>Region list</p>
      <button type="button" onClick={onCountry}>
        Pick country
      </button>
      <button type="button" onClick={onReset}>
        Start over
      </button>
    </div>
  );
}

function Harness({ onClose = vi.fn(), onCountryBack }: { onClose?: () => void; onCountryBack?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <LayeredModal open={open} onClose={() => (setOpen(false), onClose())} title="New region">
        <Base onCountryBack={onCountryBack} />
      </LayeredModal>
    </>
  );
}

const dialog = () => screen.getByRole("dialog");

describe("LayeredModal", () => {
  it("shows its base content and title while no screen is open", () => {
    renderPage(<Harness />);
    expect(screen.getByRole("dialog", { name: "New region" })).toBeInTheDocument();
    expect(screen.getByText("Region form (depth 0)")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  });

  it("slides a pushed screen in over the base, with its title and a back button", async () => {
    const { user } = renderPage(<Harness />);
    await user.click(screen.getByRole("button", { name: "Pick region" }));
    expect(screen.getByRole("heading", { name: "Regions" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "New region" })).not.toBeInTheDocument();
    expect(within(dialog()).getByText("Region list")).toBeVisible();
    // The base stays mounted (keeps its state) but is hidden and out of reach.
    expect(screen.queryByRole("textbox", { name: "Region name" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    const layer = screen.getByText("Region list").parentElement!.parentElement!;
    const css = generatedCss(layer);
    expect(css).toContain("animation-name: slide-from-right-full");
    expect(css).toMatch(/\[dir="?rtl"?\][^{]*\{[^}]*animation-name: slide-from-left-full/);
  });

  it("shows the top screen of several, with its subtitle", async () => {
    const { user } = renderPage(<Harness />);
    await user.click(screen.getByRole("button", { name: "Pick region" }));
    await user.click(screen.getByRole("button", { name: "Pick country" }));
    expect(screen.getByRole("heading", { name: "Countries" })).toBeInTheDocument();
    expect(screen.getByText("Europe")).toBeInTheDocument();
    expect(screen.getByText("Country list")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Pick country" })).not.toBeInTheDocument();
  });

  it("goes back one screen at a time, to the base as it was left", async () => {
    const { user } = renderPage(<Harness />);
    await user.type(screen.getByRole("textbox", { name: "Region name" }), "Europe");
    await user.click(screen.getByRole("button", { name: "Pick region" }));
    await user.click(screen.getByRole("button", { name: "Pick country" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { name: "Regions" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { name: "New region" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Region name" })).toHaveValue("Europe");
  });

  it("runs a screen's own back action instead of popping", async () => {
    const onCountryBack = vi.fn();
    const { user } = renderPage(<Harness onCountryBack={onCountryBack} />);
    await user.click(screen.getByRole("button", { name: "Pick region" }));
    await user.click(screen.getByRole("button", { name: "Pick country" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(onCountryBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { name: "Countries" })).toBeInTheDocument();
  });

  it("resets to the base through the hook", async () => {
    const { user } = renderPage(<Harness />);
    await user.click(screen.getByRole("button", { name: "Pick region" }));
    await user.click(screen.getByRole("button", { name: "Start over" }));
    expect(screen.getByRole("heading", { name: "New region" })).toBeInTheDocument();
    expect(screen.getByText("Region form (depth 0)")).toBeVisible();
  });

  it("closes with its close button, emptying the stack", async () => {
    const onClose = vi.fn();
    const { user } = renderPage(<Harness onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Pick region" }));
    await user.click(screen.getByRole("button", { name: "Pick country" }));
    await user.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByRole("heading", { name: "New region" })).toBeInTheDocument();
    expect(screen.getByText("Region form (depth 0)")).toBeVisible();
  });
});
