import { screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderPage } from "@tests/support/render";
import { TextInput } from "../controls";
import { LeaveGuard, useConfirmLeave } from "./LeaveGuard";

/** A navigation asked for without a link (a shortcut, a search result). */
function GoToOrders() {
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  return <button onClick={() => confirmLeave(() => navigate("/orders"))}>Go to orders</button>;
}

function StorePage() {
  const { control } = useForm({ defaultValues: { name: "Medusa Store" } });
  return (
    <LeaveGuard>
      <Link to="/orders">Orders</Link>
      <GoToOrders />
      <TextInput control={control} name="name" label="Store name" />
    </LeaveGuard>
  );
}

const leaveByTab = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("LeaveGuard", () => {
  it("lets a page without changes go, and the tab close", async () => {
    const { user, router } = renderPage(<StorePage />, { others: ["/orders"] });
    expect(leaveByTab()).toBe(false);
    await user.click(screen.getByRole("link", { name: "Orders" }));
    expect(router.state.location.pathname).toBe("/orders");
  });

  it("asks before a link leaves a form with changes: Keep editing stays with the text, Discard changes goes", async () => {
    const { user, router } = renderPage(<StorePage />, { others: ["/orders"] });
    const name = screen.getByRole("textbox", { name: "Store name" });
    await user.type(name, " EU");
    await user.click(screen.getByRole("link", { name: "Orders" }));
    const keep = await screen.findByRole("button", { name: "Keep editing" });
    await user.click(keep);
    expect(router.state.location.pathname).toBe("/");
    expect(name).toHaveValue("Medusa Store EU");

    await user.click(screen.getByRole("link", { name: "Orders" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(router.state.location.pathname).toBe("/orders");
    expect(await screen.findByText("at /orders")).toBeInTheDocument();
  });

  it("asks before a shortcut's or a search result's navigation too, and lets it go when nothing changed", async () => {
    const { user, router } = renderPage(<StorePage />, { others: ["/orders"] });
    await user.type(screen.getByRole("textbox", { name: "Store name" }), "!");
    await user.click(screen.getByRole("button", { name: "Go to orders" }));
    await user.click(await screen.findByRole("button", { name: "Keep editing" }));
    expect(router.state.location.pathname).toBe("/");
    await user.click(screen.getByRole("button", { name: "Go to orders" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(router.state.location.pathname).toBe("/orders");
  });

  it("has the browser ask before the tab closes only while a form has changes", async () => {
    const { user, unmount } = renderPage(<StorePage />);
    await user.type(screen.getByRole("textbox", { name: "Store name" }), "!");
    expect(leaveByTab()).toBe(true);
    unmount();
    expect(leaveByTab()).toBe(false);
  });
});
