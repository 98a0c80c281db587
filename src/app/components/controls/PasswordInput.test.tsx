import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { FormHarness } from "@tests/support/form-harness";
import { renderPage } from "@tests/support/render";
import { PasswordInput } from "./PasswordInput";

const schema = z.object({ password: z.string().check(z.minLength(1)) });

function renderPassword() {
  const onSubmit = vi.fn();
  const utils = renderPage(
    <FormHarness schema={schema} defaultValues={{ password: "" }} onSubmit={onSubmit}>
      {(control) => <PasswordInput control={control} name="password" label="Password" autoComplete="current-password" required />}
    </FormHarness>,
  );
  const submit = () => utils.user.click(screen.getByRole("button", { name: "Submit form" }));
  return { ...utils, onSubmit, submit, input: screen.getByLabelText(/^Password/) };
}

describe("PasswordInput", () => {
  it("hides the password until asked, then shows it, and hides it again", async () => {
    const { user, input } = renderPassword();
    await user.type(input, "s3cret");
    expect(input).toHaveAttribute("type", "password");
    expect(input).toHaveAttribute("autocomplete", "current-password");
    await user.click(screen.getByRole("button", { name: "Show", pressed: false }));
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveValue("s3cret");
    await user.click(screen.getByRole("button", { name: "Hide", pressed: true }));
    expect(input).toHaveAttribute("type", "password");
  });

  it("gives the form the password, and shows its required error under the field", async () => {
    const { user, input, submit, onSubmit } = renderPassword();
    expect(input).toBeRequired();
    await submit();
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(input).toHaveAccessibleErrorMessage("This field is required");
    await user.type(input, "s3cret");
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ password: "s3cret" });
  });
});
