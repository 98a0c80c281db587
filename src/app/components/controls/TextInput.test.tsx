import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { FormHarness } from "@tests/support/form-harness";
import { renderPage } from "@tests/support/render";
import { TextInput, type TextInputProps } from "./TextInput";

const schema = z.object({ title: z.string().check(z.trim(), z.minLength(1)) });
type Values = z.infer<typeof schema>;

function renderTitle(props: Partial<TextInputProps<Values>> = {}, onSubmit = vi.fn()) {
  const utils = renderPage(
    <FormHarness schema={schema} defaultValues={{ title: "" }} onSubmit={onSubmit}>
      {(control) => <TextInput control={control} name="title" label="Title" {...props} />}
    </FormHarness>,
  );
  return { ...utils, onSubmit, input: screen.getByRole("textbox") };
}

describe("TextInput", () => {
  it("is labelled, and its value reaches the form", async () => {
    const { user, onSubmit } = renderTitle();
    await user.type(screen.getByLabelText(/^Title/), "Winter jacket");
    await user.click(screen.getByRole("button", { name: "Submit form" }));
    expect(onSubmit).toHaveBeenCalledWith({ title: "Winter jacket" });
  });

  it("uses the label followed by an ellipsis as placeholder, unless given one", () => {
    const { input, unmount } = renderTitle();
    expect(input).toHaveAttribute("placeholder", "Title…");
    unmount();
    expect(renderTitle({ placeholder: "Winter jacket" }).input).toHaveAttribute("placeholder", "Winter jacket");
  });

  it("marks a required field", () => {
    const { input } = renderTitle({ required: true });
    expect(input).toBeRequired();
    expect(screen.getByText("*")).toBeInTheDocument();
  });

  it("has no required mark otherwise", () => {
    const { input } = renderTitle();
    expect(input).not.toBeRequired();
    expect(screen.queryByText("*")).not.toBeInTheDocument();
  });

  it("shows a prefix and a suffix inside the field", () => {
    renderTitle({ prefix: "https://", suffix: ".com" });
    expect(screen.getByText("https://")).toBeInTheDocument();
    expect(screen.getByText(".com")).toBeInTheDocument();
  });

  it("explains itself in a tooltip next to the label", async () => {
    const { user } = renderTitle({ tooltip: "Shown to customers" });
    // The info button is loaded on first use (field/InfoTip.tsx), a moment later.
    await user.hover(await screen.findByRole("button", { name: "More information" }));
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Shown to customers");
  });

  it("has no info button without a tooltip", () => {
    renderTitle();
    expect(screen.queryByRole("button", { name: "More information" })).not.toBeInTheDocument();
  });

  it("offers a delete button only with onDelete", async () => {
    const onDelete = vi.fn();
    const { user, unmount } = renderTitle({ onDelete });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    unmount();
    renderTitle();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("shows its helper, tied to the input, while it has no error", async () => {
    const { user, input } = renderTitle({ helper: "Shown to customers" });
    expect(input).toHaveAccessibleDescription("Shown to customers");
    await user.click(screen.getByRole("button", { name: "Submit form" }));
    await screen.findByText("This field is required");
    expect(screen.queryByText("Shown to customers")).not.toBeInTheDocument();
  });

  it("can be disabled, and its value is still submitted", async () => {
    const onSubmit = vi.fn();
    const { user } = renderPage(
      <FormHarness schema={schema} defaultValues={{ title: "Cap" }} onSubmit={onSubmit}>
        {(control) => <TextInput control={control} name="title" label="Title" disabled />}
      </FormHarness>,
    );
    expect(screen.getByRole("textbox")).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Submit form" }));
    expect(onSubmit).toHaveBeenCalledWith({ title: "Cap" });
  });

  it("shows its own validation error, tied to the input, and drops it once fixed", async () => {
    const { user, input, onSubmit } = renderTitle();
    await user.click(screen.getByRole("button", { name: "Submit form" }));
    const error = await screen.findByText("This field is required");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleErrorMessage("This field is required");
    expect(input).toHaveFocus();
    await user.type(input, "Cap");
    expect(error).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid", "true");
  });

  it("shows the first of several errors and counts the others", async () => {
    const strict = z.object({
      handle: z.string().check(z.minLength(3, "Use at least 3 characters"), z.regex(/^[a-z-]*$/, "Use lowercase letters only")),
    });
    const { user } = renderPage(
      <FormHarness schema={strict} defaultValues={{ handle: "" }} onSubmit={vi.fn()} criteriaMode="all">
        {(control) => <TextInput control={control} name="handle" label="Handle" />}
      </FormHarness>,
    );
    await user.type(screen.getByRole("textbox"), "A");
    await user.click(screen.getByRole("button", { name: "Submit form" }));
    expect(await screen.findByText("Use at least 3 characters")).toBeInTheDocument();
    await user.hover(await screen.findByRole("button", { name: "+1 error" }));
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Use lowercase letters only");
  });
});
