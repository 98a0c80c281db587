import { NativeSelect } from "@chakra-ui/react";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { FormHarness } from "@tests/support/form-harness";
import { renderPage } from "@tests/support/render";
import { ControlledField, type ControlledFieldProps } from "./ControlledField";

const schema = z.object({ size: z.string().check(z.minLength(1)) });
type Values = z.infer<typeof schema>;

function renderSize(props: Partial<ControlledFieldProps<Values, "size">> = {}, size = "") {
  const onSubmit = vi.fn();
  const utils = renderPage(
    <FormHarness schema={schema} defaultValues={{ size }} onSubmit={onSubmit}>
      {(control) => (
        <ControlledField
          control={control}
          name="size"
          label="Size"
          required
          {...props}
          render={(field) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...field}>
                <option value="">Choose…</option>
                <option value="s">Small</option>
                <option value="l">Large</option>
              </NativeSelect.Field>
            </NativeSelect.Root>
          )}
        />
      )}
    </FormHarness>,
  );
  const submit = () => utils.user.click(screen.getByRole("button", { name: "Submit form" }));
  return { ...utils, onSubmit, submit, select: screen.getByRole("combobox", { name: /^Size/ }) };
}

describe("ControlledField", () => {
  it("labels the caller's control and gives its value to the form", async () => {
    const { user, select, submit, onSubmit } = renderSize();
    expect(select).toBeRequired();
    await user.selectOptions(select, "Large");
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ size: "l" });
  });

  it("shows its required error under the field, tied to the control", async () => {
    const { select, submit, onSubmit } = renderSize();
    await submit();
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleErrorMessage("This field is required");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows its helper while it has no error", async () => {
    renderSize({ helper: "As on the label" });
    expect(screen.getByText("As on the label")).toBeInTheDocument();
  });

  it("disables the control but keeps its value in what is submitted", async () => {
    const { select, submit, onSubmit } = renderSize({ disabled: true }, "s");
    expect(select).toBeDisabled();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ size: "s" });
  });
});
