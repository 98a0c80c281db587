import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { generatedCss } from "@tests/support/css";
import { renderPage } from "@tests/support/render";
import { Button, type ButtonSize, type ButtonVariant } from "./Button";

/** What the button looks like: its fill (solid, outline or neither), colour palette and height token. */
function look(el: Element) {
  const css = generatedCss(el);
  const fill = css.includes("background: var(--chakra-colors-color-palette-solid)") ? "solid" : css.includes("--outline-color:") ? "outline" : "ghost";
  const palette = /--chakra-colors-color-palette-solid: var\(--chakra-colors-(\w+)-solid\)/.exec(css)?.[1];
  const height = /height: var\(--chakra-sizes-(\w+)\)/.exec(css)?.[1];
  return { fill, palette, height };
}

describe("Button", () => {
  it.each<[ButtonVariant, string, string]>([
    ["primary", "solid", "gray"],
    ["secondary", "outline", "gray"],
    ["ghost", "ghost", "gray"],
    ["danger", "outline", "red"],
    ["nuclear", "solid", "red"],
  ])("draws the %s variant as %s %s", (variant, fill, palette) => {
    renderPage(<Button variant={variant}>Go</Button>);
    expect(look(screen.getByRole("button", { name: "Go" }))).toMatchObject({ fill, palette });
  });

  it.each<[ButtonSize, string]>([
    ["large", "11"],
    ["medium", "10"],
    ["small", "9"],
  ])("is %s (height token %s)", (size, height) => {
    renderPage(<Button size={size}>Go</Button>);
    expect(look(screen.getByRole("button", { name: "Go" })).height).toBe(height);
  });

  it("defaults to a medium primary button that does not submit forms", () => {
    renderPage(<Button>Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    expect(look(button)).toEqual({ fill: "solid", palette: "gray", height: "10" });
    expect(button).toHaveAttribute("type", "button");
  });

  it("shows a spinner while loading and ignores clicks", async () => {
    const onClick = vi.fn();
    const { user } = renderPage(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Save/ });
    expect(button).toHaveAttribute("data-loading");
    expect(button).toBeDisabled();
    await user.click(button);
    act(() => button.click());
    expect(onClick).not.toHaveBeenCalled();
  });

  it("lets one click of a double click through before React re-renders", async () => {
    const onClick = vi.fn();
    function Saving() {
      const [loading, setLoading] = useState(false);
      return (
        <Button loading={loading} onClick={() => (onClick(), setLoading(true))}>
          Save
        </Button>
      );
    }
    renderPage(<Saving />);
    const button = screen.getByRole("button", { name: "Save" });
    // Both clicks are dispatched inside one act(): React renders only after both.
    act(() => {
      button.click();
      button.click();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute("data-loading");
  });

  it("is clickable again once React has re-rendered, when the click started nothing", async () => {
    const onClick = vi.fn();
    const { user } = renderPage(<Button onClick={onClick}>Open</Button>);
    const button = screen.getByRole("button", { name: "Open" });
    act(() => {
      button.click();
      button.click();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("stays loading while the promise its handler returned is pending", async () => {
    let finish!: () => void;
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderPage(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    await user.click(button);
    expect(button).toHaveAttribute("data-loading");
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button).not.toHaveAttribute("data-loading");
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("submits its form once on a double click", () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    renderPage(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Send" });
    act(() => {
      button.click();
      button.click();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
