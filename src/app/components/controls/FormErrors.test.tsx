import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "@tests/support/render";
import { FormErrors } from "./FormErrors";

describe("FormErrors", () => {
  it("renders nothing without messages", () => {
    const { container } = renderPage(<FormErrors messages={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows a single message without a hint", () => {
    renderPage(<FormErrors messages={["This field is required"]} />);
    expect(screen.getByTestId("form-errors")).toHaveTextContent(/^This field is required$/);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows the first message and a singular hint for one more", async () => {
    renderPage(<FormErrors messages={["Too short", "Must be lowercase"]} />);
    expect(screen.getByText("Too short")).toBeInTheDocument();
    // The hint is loaded on first use (MoreErrors.tsx), a moment later.
    expect(await screen.findByRole("button", { name: "+1 error" })).toBeInTheDocument();
    expect(screen.queryByText("Must be lowercase")).not.toBeInTheDocument();
  });

  it("counts the others in the plural and lists them in the hint's tooltip", async () => {
    const { user } = renderPage(<FormErrors messages={["Too short", "Must be lowercase", "Already taken"]} />);
    const hint = await screen.findByRole("button", { name: "+2 errors" });
    await user.hover(hint);
    const tooltip = await screen.findByRole("tooltip");
    expect([...tooltip.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Must be lowercase", "Already taken"]);
  });
});
