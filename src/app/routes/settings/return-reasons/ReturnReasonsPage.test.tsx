import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import {
  getDeleteReturnReasonMockHandler,
  getGetReturnReasonsMockHandler,
  getPostReturnReasonsMockHandler,
  getPostReturnReasonsReasonMockHandler,
} from "@generated/mocks/admin/admin";
import type { ReturnReason } from "@generated/admin/types.gen";
import { renderPage } from "@tests/support/render";
import { toaster } from "@app/components/toaster";
import { returnReason } from "@app/routes/orders/detail/after-sale/test-fixtures";
import ReturnReasonsPage from "./ReturnReasonsPage";

const child = (id: string, label: string, parent: string) => returnReason(id, label, { parent_return_reason_id: parent });
const REASONS: ReturnReason[] = [
  returnReason("damaged", "Damaged", {
    description: "Arrived broken",
    return_reason_children: [child("damaged_box", "Box damaged", "damaged"), child("damaged_item", "Item damaged", "damaged")],
  }),
  returnReason("wrong_size", "Wrong size", { return_reason_children: [] }),
];

let listed: ReturnReason[];
let listCalls: number;
beforeEach(() => {
  listed = REASONS;
  listCalls = 0;
  server.use(
    getGetReturnReasonsMockHandler(() => {
      listCalls++;
      return { return_reasons: listed };
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

const render = () => renderPage(<ReturnReasonsPage />, { path: "/a/settings/return-reasons" });
const table = () => screen.findByRole("table", { name: "Return reasons" });
const rowTexts = () => screen.getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell").slice(0, 3).map((cell) => cell.textContent));

/** Picks a row's menu action with the keyboard, as a keyboard user does (jsdom cannot point at menu items). */
async function openAction(user: ReturnType<typeof render>["user"], label: string, action: string) {
  screen.getByRole("button", { name: `Actions for ${label}` }).focus();
  await user.keyboard("{Enter}");
  const item = await screen.findByRole("menuitem", { name: action });
  for (let i = 0; i < 5 && !item.hasAttribute("data-highlighted"); i++) await user.keyboard("{ArrowDown}");
  await user.keyboard("{Enter}");
}

describe("return reasons list", () => {
  it("shows each reason with its sub-reasons under it", async () => {
    render();
    await table();
    expect(rowTexts()).toEqual([
      ["Damaged", "damaged", "Arrived broken"],
      ["↳Box damaged Sub-reason of Damaged", "damaged_box", "—"],
      ["↳Item damaged Sub-reason of Damaged", "damaged_item", "—"],
      ["Wrong size", "wrong_size", "—"],
    ]);
  });

  it("offers sub-reasons on top-level reasons only (the server nests one level)", async () => {
    const { user } = render();
    await table();
    screen.getByRole("button", { name: "Actions for Box damaged" }).focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "Actions for Box damaged" });
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Edit", "Delete"]);
  });

  it("says when there is none yet, with the way to add one", async () => {
    listed = [];
    render();
    expect(await screen.findByTestId("return-reasons-empty")).toHaveTextContent("No return reasons yet");
    expect(screen.getAllByRole("button", { name: "Add return reason" })).toHaveLength(2);
  });

  it("says when the user may not read them", async () => {
    server.use(http.get("*/admin/return-reasons", () => HttpResponse.json({ type: "not_allowed", message: "Forbidden" }, { status: 403 })));
    render();
    expect(await screen.findByTestId("table-forbidden")).toBeInTheDocument();
  });
});

describe("creating, editing and deleting", () => {
  it("adds a sub-reason under the row's reason, once its label and value are given, and reads the list again", async () => {
    const toast = vi.spyOn(toaster, "create");
    const bodies: unknown[] = [];
    server.use(
      getPostReturnReasonsMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { return_reason: child("new", "Scratched", "damaged") };
      }),
    );
    const { user } = render();
    await table();
    await openAction(user, "Damaged", "Add sub-reason");
    const dialog = await screen.findByRole("dialog", { name: "New return reason" });
    expect(within(dialog).getByRole("combobox", { name: "Parent reason" })).toHaveDisplayValue("Damaged");
    // the possible parents: the top-level reasons only
    expect(within(dialog).getAllByRole("option").map((o) => o.textContent)).toEqual(["None (top-level reason)", "Damaged", "Wrong size"]);
    await user.click(within(dialog).getByRole("button", { name: "Create reason" }));
    expect(await within(dialog).findAllByText("This field is required")).toHaveLength(2);
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: /^Label/ }), "Scratched");
    await user.type(within(dialog).getByRole("textbox", { name: /^Value/ }), "scratched");
    const before = listCalls;
    await user.click(within(dialog).getByRole("button", { name: "Create reason" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies).toEqual([{ label: "Scratched", value: "scratched", parent_return_reason_id: "damaged" }]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: "success", description: "Return reason created: Scratched" }));
    // The cached reasons (this list, the order page's return forms) are read again.
    await waitFor(() => expect(listCalls).toBe(before + 1));
  });

  it("adds a top-level reason with a description; a refusal is shown in the form, which keeps what was typed", async () => {
    let status = 400;
    const bodies: unknown[] = [];
    server.use(
      getPostReturnReasonsMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        if (status !== 200) throw HttpResponse.json({ type: "duplicate_error", message: "Return_reason with value late already exists." }, { status: 422 });
        return { return_reason: returnReason("late", "Arrived late") };
      }),
    );
    const { user } = render();
    await table();
    await user.click(screen.getByRole("button", { name: "Add return reason" }));
    const dialog = await screen.findByRole("dialog", { name: "New return reason" });
    expect(within(dialog).getByRole("combobox", { name: "Parent reason" })).toHaveDisplayValue("None (top-level reason)");
    await user.type(within(dialog).getByRole("textbox", { name: /^Label/ }), "Arrived late");
    await user.type(within(dialog).getByRole("textbox", { name: /^Value/ }), "late");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "After the promised date");
    await user.click(within(dialog).getByRole("button", { name: "Create reason" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Return_reason with value late already exists.");
    expect(within(dialog).getByRole("textbox", { name: /^Value/ })).toHaveValue("late");
    status = 200;
    await user.click(within(dialog).getByRole("button", { name: "Create reason" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ label: "Arrived late", value: "late", description: "After the promised date" });
  });

  it("edits the label and description; the value is shown, not sent", async () => {
    const calls: { id: string; body: unknown }[] = [];
    server.use(
      getPostReturnReasonsReasonMockHandler(async ({ request, params }) => {
        calls.push({ id: String(params.id), body: await request.json() });
        return { return_reason: child("damaged_box", "Packaging damaged", "damaged") };
      }),
    );
    const { user } = render();
    await table();
    await openAction(user, "Box damaged", "Edit");
    const dialog = await screen.findByRole("dialog", { name: "Edit Box damaged" });
    // the value is shown as text, not as a field
    expect(within(dialog).getByText("damaged_box")).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: /Value/ })).not.toBeInTheDocument();
    const label = within(dialog).getByRole("textbox", { name: /^Label/ });
    await user.clear(label);
    await user.type(label, "Packaging damaged");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toEqual([{ id: "damaged_box", body: { label: "Packaging damaged", description: "" } }]);
  });

  it("deletes a reason only once confirmed, saying its sub-reasons go with it", async () => {
    const deleted: string[] = [];
    server.use(
      getDeleteReturnReasonMockHandler(({ params }) => {
        deleted.push(String(params.id));
        return { id: String(params.id), object: "return_reason", deleted: true };
      }),
    );
    const { user } = render();
    await table();
    await openAction(user, "Damaged", "Delete");
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Damaged?" });
    expect(dialog).toHaveTextContent("Damaged and its 2 sub-reasons are deleted");
    expect(deleted).toEqual([]);
    await user.dblClick(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(deleted).toEqual(["damaged"]);
  });

  it("asks about a sub-reason alone", async () => {
    const { user } = render();
    await table();
    await openAction(user, "Item damaged", "Delete");
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Item damaged?" });
    expect(dialog).toHaveTextContent("The return reason is deleted and can no longer be chosen for new returns.");
  });
});
