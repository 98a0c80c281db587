import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { renderPage } from "@tests/support/render";
import {
  getDeleteNotesNoteMockHandler,
  getGetAuthMockHandler,
  getGetNotesMockHandler,
  getGetNotificationsMockHandler,
  getGetOrderEditsMockHandler,
  getPostNotesMockHandler,
  getPostNotificationsNotificationResendMockHandler,
} from "@generated/mocks/admin/admin";
import type { Note } from "@generated/admin/types.gen";
import { fulfillment, list, order, payment } from "../../test-fixtures";
import { COLLEAGUE, ME, note, notification } from "./timeline-fixtures";
import { TimelineSection } from "./TimelineSection";

const PLACED = order({
  created_at: "2026-01-10T10:00:00.000Z",
  payments: [payment({ id: "pay_1", created_at: "2026-01-10T09:59:59.000Z", captured_at: "2026-01-10T12:00:00.000Z", amount: 5685 })],
  fulfillments: [fulfillment({ id: "ful_1", created_at: "2026-01-10T13:00:00.000Z", items: [{ fulfillment_id: "ful_1", item_id: "item_1", quantity: 3 }] })],
});

let notes: Note[];
let posted: unknown[];
beforeEach(() => {
  notes = [note("note_mine", "Gift wrap it", "2026-01-10T14:00:00.000Z", ME), note("note_theirs", "Customer called", "2026-01-10T15:00:00.000Z", COLLEAGUE)];
  posted = [];
  server.use(
    getGetAuthMockHandler({ user: ME }),
    getGetNotesMockHandler(() => list("notes", notes)),
    getGetNotificationsMockHandler(list("notifications", [notification("noti_1", { created_at: "2026-01-10T10:01:00.000Z", to: "buyer@example.com" })])),
    getGetOrderEditsMockHandler(list("order_edits", [])),
    getPostNotesMockHandler(async ({ request }) => {
      const body = (await request.json()) as { value: string };
      posted.push(body);
      const added = note(`note_${posted.length}`, body.value, new Date().toISOString(), ME);
      notes = [...notes, added];
      return { note: added };
    }),
  );
});

const render = () => renderPage(<TimelineSection order={PLACED} />);
const timeline = () => screen.findByRole("list", { name: "Events, newest first" });
const entry = async (text: string) => (await within(await timeline()).findByText(text)).closest("li") as HTMLElement;
const titles = async () => within(await timeline()).getAllByRole("listitem").map((li) => li.firstElementChild?.firstElementChild?.firstElementChild?.textContent);

describe("order timeline", () => {
  it("shows the order's events, notes and notifications newest first, with amounts in the order's currency", async () => {
    render();
    await within(await timeline()).findByText("Customer called");
    await within(await timeline()).findByText("Notification sent");
    expect(await titles()).toEqual(["Note", "Note", "Items fulfilled", "Payment captured", "Notification sent", "Order placed", "Payment authorized"]);
    expect(await entry("Payment captured")).toHaveTextContent("€56.85");
    expect(await entry("Items fulfilled")).toHaveTextContent("3 items");
    expect(await entry("Customer called")).toHaveTextContent("By Grace Hopper");
    expect(await entry("Gift wrap it")).toHaveTextContent("By you");
    expect(await entry("Notification sent")).toHaveTextContent("Order confirmation");
    expect(await entry("Notification sent")).toHaveTextContent("To buyer@example.com");
    // older than a day: the date and time
    expect(within(await entry("Order placed")).getByText(/Jan 10, 2026/)).toHaveAttribute("datetime", "2026-01-10T10:00:00.000Z");
  });

  it("adds a note once, then empties the field and shows it, with a relative time", async () => {
    const { user } = render();
    const field = await screen.findByRole("textbox", { name: "Add a note" });
    await user.type(field, "  Ship with the blue box  ");
    await user.dblClick(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(posted).toEqual([{ resource_type: "order", resource_id: "order_1", value: "Ship with the blue box" }]));
    await waitFor(() => expect(field).toHaveValue(""));
    expect(await entry("Ship with the blue box")).toHaveTextContent("now");
  });

  it("sends no empty note", async () => {
    const { user } = render();
    await user.type(await screen.findByRole("textbox", { name: "Add a note" }), "   ");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("keeps the note typed and says why when the server refuses it", async () => {
    server.use(http.post("*/admin/notes", () => HttpResponse.json({ type: "invalid_data", message: "value must be shorter" }, { status: 400 })));
    const { user } = render();
    const field = await screen.findByRole("textbox", { name: "Add a note" });
    await user.type(field, "A very long note");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("value must be shorter");
    expect(field).toHaveValue("A very long note");
  });

  it("deletes only the signed-in user's own notes, asked first, with one request", async () => {
    const deleted: string[] = [];
    server.use(
      getDeleteNotesNoteMockHandler(({ params }) => {
        deleted.push(String(params.id));
        notes = notes.filter((n) => n.id !== params.id);
        return { id: String(params.id), object: "note", deleted: true };
      }),
    );
    const { user } = render();
    expect(within(await entry("Customer called")).queryByRole("button", { name: "Delete note" })).not.toBeInTheDocument();
    await user.click(within(await entry("Gift wrap it")).getByRole("button", { name: "Delete note" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this note?" });
    expect(deleted).toEqual([]);
    await user.dblClick(within(dialog).getByRole("button", { name: "Delete note" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Events, newest first" })).queryByText("Gift wrap it")).not.toBeInTheDocument());
    expect(deleted).toEqual(["note_mine"]);
  });

  it("resends a notification once, asked first", async () => {
    const resent: string[] = [];
    server.use(
      getPostNotificationsNotificationResendMockHandler(({ params }) => {
        resent.push(String(params.id));
        return { notification: notification(String(params.id), { created_at: "2026-01-10T10:01:00.000Z" }) };
      }),
    );
    const { user } = render();
    await user.click(within(await entry("Notification sent")).getByRole("button", { name: "Resend" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Resend this notification?" });
    expect(dialog).toHaveTextContent("“Order confirmation” is sent again to buyer@example.com.");
    expect(resent).toEqual([]);
    await user.dblClick(within(dialog).getByRole("button", { name: "Resend notification" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(resent).toEqual(["noti_1"]);
  });

  it("says which list could not be read, with the server's reason, and shows the rest", async () => {
    server.use(http.get("*/admin/notifications", () => HttpResponse.json({ type: "not_allowed", message: "Notifications are off" }, { status: 403 })));
    render();
    expect(await screen.findByRole("alert")).toHaveTextContent("Notifications could not be loaded: Notifications are off");
    expect(await entry("Customer called")).toBeInTheDocument();
    expect(await entry("Order placed")).toBeInTheDocument();
  });
});
