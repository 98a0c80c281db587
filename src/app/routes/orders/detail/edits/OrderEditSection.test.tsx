import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getDeleteOrderEditsOrderEditItemChangeMockHandler,
  getDeleteOrderEditsOrderEditItemChangeResponseMock,
  getDeleteOrderEditsOrderEditLineItemsLineItemMockHandler,
  getGetOrderEditsMockHandler,
  getPostOrderEditsEditLineItemsLineItemMockHandler,
  getPostOrderEditsOrderEditConfirmMockHandler,
} from "@generated/mocks/admin/admin";
import type { OrderEdit } from "@generated/admin/types.gen";
import { renderPage } from "@tests/support/render";
import { OrderEditSection } from "./OrderEditSection";
import { EDIT, ORDER, editsAnswer } from "./test-fixtures";

let edits: OrderEdit[];
let calls: { method: string; path: string; body?: unknown }[];
// Answers wait for the test to let them go, so clicks land while a request runs.
let release: () => void;
let held: Promise<void>;

async function record(request: Request) {
  const text = await request.text();
  calls.push({ method: request.method, path: new URL(request.url).pathname, ...(text ? { body: JSON.parse(text) } : {}) });
}

beforeEach(() => {
  edits = [EDIT];
  calls = [];
  held = new Promise((resolve) => (release = resolve));
  server.use(
    getGetOrderEditsMockHandler(() => editsAnswer(...edits)),
    getPostOrderEditsOrderEditConfirmMockHandler(async ({ request }) => {
      await record(request);
      await held;
      edits = [{ ...EDIT, status: "confirmed", confirmed_at: EDIT.created_at }];
      return { order_edit: edits[0]! };
    }),
    getPostOrderEditsEditLineItemsLineItemMockHandler(async ({ request }) => {
      await record(request);
      await held;
      return { order_edit: EDIT };
    }),
  );
});

const render = () => renderPage(<OrderEditSection order={ORDER} />);
const card = () => screen.findByRole("region", { name: "Order edits" });

describe("order edits", () => {
  it("shows the open edit: its changes, the new total and the difference to pay", async () => {
    render();
    const open = await within(await card()).findByTestId("open-edit");
    expect(open).toHaveTextContent("In progress");
    expect(within(open).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["ChangedSticker Pack3 → 4", "AddedBaseball Cap× 1"]);
    expect(within(open).getByTestId("edit-new-total")).toHaveTextContent("New total€83.80");
    expect(within(open).getByTestId("edit-difference")).toHaveTextContent("Difference to pay€26.95");
  });

  it("shows a difference to refund when the edit lowers the total", async () => {
    edits = [{ ...EDIT, total: 5185, difference_due: -500 }];
    render();
    expect(await within(await card()).findByTestId("edit-difference")).toHaveTextContent("Difference to refund€5.00");
  });

  it("offers to start an edit when none is open", async () => {
    edits = [{ ...EDIT, status: "canceled" }];
    render();
    expect(await within(await card()).findByRole("button", { name: "Edit order" })).toBeEnabled();
    expect(screen.getByText(/No edit in progress/)).toBeInTheDocument();
  });

  it("confirms after asking with the amounts, with one request however fast it is clicked", async () => {
    const { user } = render();
    await user.click(await within(await card()).findByRole("button", { name: "Confirm edit" }));
    const ask = screen.getByRole("alertdialog", { name: "Confirm the edit of order #12?" });
    expect(ask).toHaveTextContent("The order's total becomes €83.80. The customer owes €26.95 more.");
    expect(calls).toEqual([]);
    const confirm = within(ask).getByRole("button", { name: "Confirm edit" });
    await user.dblClick(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toEqual([{ method: "POST", path: "/admin/order-edits/oe_1/confirm" }]));
    expect(within(ask).getByRole("button", { name: "Cancel" })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(await screen.findByText(/No edit in progress/)).toBeInTheDocument();
  });

  it("changes a quantity in the editor; a refusal keeps what was typed and says why", async () => {
    server.use(http.post("*/admin/order-edits/:id/items/:item_id", () => HttpResponse.json({ type: "not_allowed", message: "Not enough stock" }, { status: 400 })));
    const { user } = render();
    await user.click(await within(await card()).findByRole("button", { name: "Continue editing" }));
    const editor = await screen.findByRole("dialog", { name: "Edit order #12" });
    const stickers = within(editor).getByRole("listitem", { name: "Sticker Pack" });
    const quantity = within(stickers).getByRole("spinbutton", { name: "Quantity" });
    expect(quantity).toHaveValue("4");
    await user.clear(quantity);
    await user.type(quantity, "9");
    await user.click(within(stickers).getByRole("button", { name: "Update" }));
    expect(await within(stickers).findByText("Not enough stock")).toBeInTheDocument();
    expect(quantity).toHaveValue("9");
    expect(within(stickers).getByRole("button", { name: "Update" })).toBeEnabled();
  });

  it("sends a quantity once however fast Update is clicked, and none while it is empty", async () => {
    const { user } = render();
    await user.click(await within(await card()).findByRole("button", { name: "Continue editing" }));
    const editor = await screen.findByRole("dialog", { name: "Edit order #12" });
    const mug = within(editor).getByRole("listitem", { name: "Coffee Mug" });
    const quantity = within(mug).getByRole("spinbutton", { name: "Quantity" });
    await user.clear(quantity);
    await user.click(within(mug).getByRole("button", { name: "Update" }));
    expect(await within(mug).findByText("At least 1. To drop the item, remove it.")).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.clear(quantity);
    await user.type(quantity, "5");
    const update = within(mug).getByRole("button", { name: "Update" });
    await user.dblClick(update);
    fireEvent.click(update);
    await waitFor(() => expect(calls).toEqual([{ method: "POST", path: "/admin/order-edits/oe_1/items/item_mug_e", body: { quantity: 5 } }]));
    release();
    await waitFor(() => expect(within(mug).getByRole("button", { name: "Update" })).toBeEnabled());
    expect(calls).toHaveLength(1);
  });

  it("removes an order's line as an item, and takes an added line back by its change", async () => {
    server.use(
      getDeleteOrderEditsOrderEditLineItemsLineItemMockHandler(async ({ request }) => {
        await record(request);
        return { order_edit: EDIT };
      }),
      getDeleteOrderEditsOrderEditItemChangeMockHandler(async ({ request }) => {
        await record(request);
        return getDeleteOrderEditsOrderEditItemChangeResponseMock();
      }),
    );
    const { user } = render();
    await user.click(await within(await card()).findByRole("button", { name: "Continue editing" }));
    const editor = await screen.findByRole("dialog", { name: "Edit order #12" });
    await user.click(within(editor).getByRole("button", { name: "Remove Coffee Mug" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(within(editor).getByRole("button", { name: "Remove Baseball Cap" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      { method: "DELETE", path: "/admin/order-edits/oe_1/items/item_mug_e" },
      { method: "DELETE", path: "/admin/order-edits/oe_1/changes/oic_add" },
    ]);
  });
});
