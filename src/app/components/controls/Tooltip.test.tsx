import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "@tests/support/render";
import { Tooltip } from "./Tooltip";

describe("Tooltip defaults", () => {
  afterEach(() => vi.useRealTimers());

  it("opens after 100 ms, below its trigger, 8 px away, within 220 px", async () => {
    vi.useFakeTimers();
    renderPage(
      <Tooltip content="Shown to customers">
        <button type="button">Info</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Info" });
    // Zag opens a tooltip at once while another is open, and test files share a worker: one
    // left open by an earlier file counts. Opening and closing this one clears that.
    fireEvent.pointerMove(trigger, { pointerType: "mouse" });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.pointerLeave(trigger, { pointerType: "mouse" });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    // user-event waits on real timers between events; a bare pointer move is what opens a tooltip.
    fireEvent.pointerMove(trigger, { pointerType: "mouse" });
    await act(() => vi.advanceTimersByTimeAsync(90));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(20));
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip).toHaveTextContent("Shown to customers");
    expect(tooltip).toHaveAttribute("data-placement", "bottom");
    expect(getComputedStyle(tooltip).maxWidth).toBe("220px");
    // jsdom lays nothing out (the trigger is a 0×0 box at 0,0), so the tooltip's offset is the gap alone.
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(tooltip.parentElement!.style.getPropertyValue("--y")).toBe("8px");
  });

  it("renders the bare trigger when there is nothing to say", () => {
    renderPage(
      <Tooltip content="">
        <button type="button">Info</button>
      </Tooltip>,
    );
    expect(screen.getByRole("button", { name: "Info" })).not.toHaveAttribute("data-part", "trigger");
  });
});
