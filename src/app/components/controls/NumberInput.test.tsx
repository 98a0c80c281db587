import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { FormHarness } from "@tests/support/form-harness";
import { renderPage } from "@tests/support/render";
import { NumberInput, type NumberInputProps } from "./NumberInput";

const schema = z.object({ quantity: z.nullable(z.number()).check(z.refine((n) => n !== null, "Enter a quantity")) });
type Values = z.infer<typeof schema>;

function renderQuantity(props: Partial<NumberInputProps<Values>> = {}, quantity: number | null = null) {
  const onSubmit = vi.fn();
  let form!: Parameters<Parameters<typeof FormHarness<Values>>[0]["children"]>[1];
  const utils = renderPage(
    <FormHarness schema={schema} defaultValues={{ quantity }} onSubmit={onSubmit}>
      {(control, f) => ((form = f), (<NumberInput control={control} name="quantity" label="Quantity" {...props} />))}
    </FormHarness>,
  );
  const submit = () => utils.user.click(screen.getByRole("button", { name: "Submit form" }));
  return { ...utils, onSubmit, submit, form, input: screen.getByRole("spinbutton") };
}

describe("NumberInput", () => {
  it("gives the form a number, not the typed text", async () => {
    const { user, input, submit, onSubmit } = renderQuantity();
    // One input event: per-key typing races Ark's caret restore (it writes the
    // box's text on the next animation frame) when the machine is loaded.
    await user.click(input);
    await user.paste("12.5");
    await waitFor(() => expect(input).toHaveValue("12.5"));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ quantity: 12.5 });
  });

  it("takes typing when it is focused on opening (autoFocus)", async () => {
    const { user, input, submit, onSubmit } = renderQuantity({ autoFocus: true });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard("4");
    await waitFor(() => expect(input).toHaveValue("4"));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ quantity: 4 });
  });

  it("gives the form null when emptied", async () => {
    const { user, input, form } = renderQuantity({}, 3);
    expect(input).toHaveValue("3");
    await user.clear(input);
    expect(form.getValues("quantity")).toBeNull();
  });

  it("shows a value set from outside the input (a form reset)", async () => {
    const { input, form } = renderQuantity({}, 3);
    act(() => form.reset({ quantity: 7 }));
    await waitFor(() => expect(input).toHaveValue("7"));
  });

  it("has no stepper buttons unless asked", () => {
    renderQuantity();
    expect(screen.queryByRole("button", { name: "Increase" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Decrease" })).not.toBeInTheDocument();
  });

  it("steps up and down with its buttons, within min and max", async () => {
    const { user, input, form } = renderQuantity({ steppers: true, min: 1, max: 3 }, 2);
    const increase = screen.getByRole("button", { name: "Increase" });
    const decrease = screen.getByRole("button", { name: "Decrease" });
    await user.click(increase);
    await waitFor(() => expect(input).toHaveValue("3"));
    expect(form.getValues("quantity")).toBe(3);
    expect(increase).toBeDisabled();
    await user.click(decrease);
    await user.click(decrease);
    await waitFor(() => expect(input).toHaveValue("1"));
    expect(form.getValues("quantity")).toBe(1);
    expect(decrease).toBeDisabled();
  });

  it("shares the text input's frame: label, placeholder, required mark, affixes, tooltip, delete", async () => {
    const onDelete = vi.fn();
    const { user, input } = renderQuantity({ required: true, prefix: "€", suffix: "kg", tooltip: "Units in stock", onDelete });
    expect(screen.getByLabelText(/^Quantity/)).toBe(input);
    expect(input).toHaveAttribute("placeholder", "Quantity…");
    expect(input).toBeRequired();
    expect(screen.getByText("*")).toBeInTheDocument();
    expect(screen.getByText("€")).toBeInTheDocument();
    expect(screen.getByText("kg")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await user.hover(await screen.findByRole("button", { name: "More information" }));
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Units in stock");
  });

  it("shows its own validation error, tied to the input", async () => {
    const { input, submit, onSubmit } = renderQuantity();
    await submit();
    expect(await screen.findByText("Enter a quantity")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleErrorMessage("Enter a quantity");
  });
});
