import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { FormHarness } from "@tests/support/form-harness";
import { renderPage } from "@tests/support/render";
import { TextareaInput, type TextareaInputProps } from "./TextareaInput";

const schema = z.object({ description: z.string().check(z.trim(), z.minLength(1)) });
type Values = z.infer<typeof schema>;

function renderDescription(props: Partial<TextareaInputProps<Values>> = {}) {
  const onSubmit = vi.fn();
  const utils = renderPage(
    <FormHarness schema={schema} defaultValues={{ description: "" }} onSubmit={onSubmit}>
      {(control) => <TextareaInput control={control} name="description" label="Description" rows={3} {...props} />}
    </FormHarness>,
  );
  const submit = () => utils.user.click(screen.getByRole("button", { name: "Submit form" }));
  return { ...utils, onSubmit, submit, textarea: screen.getByRole("textbox", { name: /^Description/ }) };
}

describe("TextareaInput", () => {
  it("is a labelled multi-line field whose text reaches the form", async () => {
    const { user, textarea, submit, onSubmit } = renderDescription();
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea).toHaveAttribute("rows", "3");
    expect(textarea).toHaveAttribute("placeholder", "Description…");
    await user.type(textarea, "Warm{Enter}and dry");
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ description: "Warm\nand dry" });
  });

  it("shows its required error under the field, tied to it", async () => {
    const { textarea, submit, onSubmit } = renderDescription({ required: true });
    expect(textarea).toBeRequired();
    await submit();
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(textarea).toHaveAccessibleErrorMessage("This field is required");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows its helper while it has no error", async () => {
    const { user, textarea, submit } = renderDescription({ helper: "Shown on the product page" });
    expect(screen.getByText("Shown on the product page")).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription("Shown on the product page");
    await submit();
    await screen.findByText("This field is required");
    expect(screen.queryByText("Shown on the product page")).not.toBeInTheDocument();
    await user.type(textarea, "Warm");
    expect(await screen.findByText("Shown on the product page")).toBeInTheDocument();
  });
});
