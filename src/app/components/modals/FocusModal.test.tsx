import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { generatedCss } from "@tests/support/css";
import { renderPage } from "@tests/support/render";
import { FocusModal, type FocusModalProps } from "./FocusModal";

function renderFocus(props: Partial<FocusModalProps> = {}) {
  const onClose = vi.fn();
  const utils = renderPage(
    <FocusModal open onClose={onClose} title="Edit product" {...props}>
      {props.children ?? <p>Product form</p>}
    </FocusModal>,
  );
  return { ...utils, onClose };
}

const save = () => screen.getByRole("button", { name: "Save changes" });

describe("FocusModal", () => {
  it("covers the screen with a header: close control, title, Cancel and Save changes", () => {
    renderFocus();
    const dialog = screen.getByRole("dialog", { name: "Edit product" });
    expect(dialog).toHaveTextContent("Product form");
    expect(generatedCss(dialog)).toContain("min-height: 100dvh");
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(save()).toBeInTheDocument();
  });

  it("takes other button texts", () => {
    renderFocus({ cancelLabel: "Discard", saveLabel: "Publish" });
    expect(screen.getByRole("button", { name: "Discard" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Publish" })).toBeInTheDocument();
  });

  it("closes from the close control and from Cancel", async () => {
    const { user, onClose } = renderFocus();
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("saves once on a double click and shows it is saving until done", async () => {
    let finish!: () => void;
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderFocus({ onSave });
    const button = save();
    act(() => {
      button.click();
      button.click();
    });
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute("data-loading");
    expect(button).toBeDisabled();
    await act(async () => finish());
    expect(button).not.toHaveAttribute("data-loading");
  });

  it("shows saving from outside and ignores clicks meanwhile", async () => {
    const onSave = vi.fn();
    const { user } = renderFocus({ onSave, saving: true });
    expect(save()).toHaveAttribute("data-loading");
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
  });

  it("submits the form it names, once", () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    renderFocus({
      formId: "product-form",
      children: (
        <form id="product-form" onSubmit={onSubmit}>
          <input aria-label="Title" />
        </form>
      ),
    });
    const button = save();
    act(() => {
      button.click();
      button.click();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
