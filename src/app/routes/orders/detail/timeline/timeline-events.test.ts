import { describe, expect, it } from "vitest";
import { timelineEvents } from "./timeline-events";
import { fulfillment, order, orderEdit, payment, refund } from "../../test-fixtures";
import { ME, note, notification } from "./timeline-fixtures";
import { swap } from "../swaps/test-fixtures";

const summary = (events: ReturnType<typeof timelineEvents>) => events.map((e) => `${e.at.slice(11, 16)} ${e.kind}`);

describe("timeline events", () => {
  it("lists every source's events by date, newest first", () => {
    const placed = order({
      created_at: "2026-01-10T10:00:00.000Z",
      payments: [payment({ id: "pay_1", created_at: "2026-01-10T10:00:00.000Z", captured_at: "2026-01-10T12:00:00.000Z" })],
      fulfillments: [
        fulfillment({
          id: "ful_1",
          created_at: "2026-01-10T13:00:00.000Z",
          shipped_at: "2026-01-10T15:00:00.000Z",
          tracking_links: [],
          tracking_numbers: ["T-1"],
        }),
      ],
      refunds: [refund({ id: "ref_1", created_at: "2026-01-10T17:00:00.000Z", amount: 500, reason: "discount" })],
    });
    const events = timelineEvents(placed, {
      notes: [note("note_1", "Call first", "2026-01-10T14:00:00.000Z", ME)],
      notifications: [
        notification("noti_1", {
          created_at: "2026-01-10T10:01:00.000Z",
          resends: [notification("noti_2", { created_at: "2026-01-10T16:00:00.000Z", parent_id: "noti_1" })],
        }),
      ],
      edits: [orderEdit("oe_1", { created_at: "2026-01-10T11:00:00.000Z", confirmed_at: "2026-01-10T11:30:00.000Z", status: "confirmed" })],
    });
    expect(summary(events)).toEqual([
      "17:00 refunded",
      "16:00 notificationResent",
      "15:00 shipped",
      "14:00 note",
      "13:00 fulfilled",
      "12:00 paymentCaptured",
      "11:30 editConfirmed",
      "11:00 editCreated",
      "10:01 notification",
      // the same instant: a checkout authorises the payment, then places the order
      "10:00 placed",
      "10:00 paymentAuthorized",
    ]);
    expect(events.find((e) => e.kind === "shipped")).toMatchObject({ tracking: ["T-1"] });
    expect(events.find((e) => e.kind === "refunded")).toMatchObject({ amount: 500, refundReason: "discount" });
  });

  it("has no event for what has not happened yet", () => {
    const events = timelineEvents(order({ payments: [payment({ id: "pay_1", created_at: "2026-01-10T10:00:00.000Z" })] }), {});
    expect(events.map((e) => e.kind)).toEqual(["placed", "paymentAuthorized"]);
  });

  it("follows an exchange: created, confirmed, its difference captured, its new items fulfilled and shipped, canceled", () => {
    const exchange = swap({
      id: "swap_1",
      created_at: "2026-01-11T10:00:00.000Z",
      confirmed_at: "2026-01-11T11:00:00.000Z",
      difference_due: 375,
      payment: payment({ id: "pay_swap", created_at: "2026-01-11T11:00:00.000Z", captured_at: "2026-01-11T12:00:00.000Z" }),
      fulfillments: [fulfillment({ id: "ful_swap", created_at: "2026-01-11T13:00:00.000Z", shipped_at: "2026-01-11T14:00:00.000Z", tracking_links: [], tracking_numbers: ["SW-1"] })],
      canceled_at: "2026-01-11T15:00:00.000Z",
    });
    const events = timelineEvents(order({ created_at: "2026-01-10T10:00:00.000Z", swaps: [exchange] }), {});
    expect(summary(events)).toEqual(["15:00 swapCanceled", "14:00 swapShipped", "13:00 swapFulfilled", "12:00 swapPaymentProcessed", "11:00 swapConfirmed", "10:00 swapCreated", "10:00 placed"]);
    expect(events.find((e) => e.kind === "swapPaymentProcessed")).toMatchObject({ amount: 375 });
    expect(events.find((e) => e.kind === "swapShipped")).toMatchObject({ tracking: ["SW-1"] });
  });
});
