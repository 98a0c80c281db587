// An order's history as one list of events: what the order itself records
// (placed, payments, refunds, fulfilments and shipments, returns, exchanges,
// claims, cancellation) with its order edits, notes and notifications.
//
// Newest first, as Shopify's and Medusa's own order timelines show it: staff
// open an order to see what happened last, and the note field sits on top,
// next to the latest event.
import type { Note, Notification, Order, OrderEdit } from "@generated/admin/types.gen";

interface At {
  /** Unique in the list (React key). */
  key: string;
  /** When it happened (ISO date). */
  at: string;
}

/** What the event was: each has its title (orders.timeline.event.<kind>). */
export type EventKind = (typeof LIFECYCLE)[number];

// The order of steps in an order's life: of two events at the same
// instant, the later step is listed first (newer). A checkout authorises the
// payment, then creates the order.
const LIFECYCLE = [
  "paymentAuthorized",
  "placed",
  "editCreated",
  "editRequested",
  "editDeclined",
  "editCanceled",
  "editConfirmed",
  "paymentCaptured",
  "fulfilled",
  "shipped",
  "fulfillmentCanceled",
  "returnRequested",
  "returnReceived",
  "returnCanceled",
  "swapCreated",
  "swapConfirmed",
  "swapPaymentProcessed",
  "swapFulfilled",
  "swapShipped",
  "swapCanceled",
  "claimCreated",
  "claimCanceled",
  "refunded",
  "paymentCanceled",
  "canceled",
  "notification",
  "notificationResent",
  "note",
] as const;

export type TimelineEvent = At &
  (
    | { kind: "note"; note: Note }
    | { kind: "notification" | "notificationResent"; notification: Notification }
    | {
        kind: Exclude<EventKind, "note" | "notification" | "notificationResent">;
        /** An amount of money in the order's currency. */
        amount?: number | null;
        /** How many items. */
        items?: number;
        /** Text the store holds with the event: a refund's note, an edit's note, a decline reason. */
        text?: string | null;
        tracking?: string[];
        refundReason?: "discount" | "return" | "swap" | "claim" | "other";
        claimType?: "refund" | "replace";
      }
  );

type OrderEvent = Extract<TimelineEvent, { amount?: unknown }>;

/** The other records of the order's timeline, each list as far as it was read. */
export interface TimelineRecords {
  notes?: readonly Note[];
  notifications?: readonly Notification[];
  edits?: readonly OrderEdit[];
}

/** An event of `kind` at `at`, when `at` is set (a date the record has not reached yet: no event). */
const when = (at: string | null | undefined, key: string, kind: OrderEvent["kind"], extra: Omit<OrderEvent, "key" | "at" | "kind"> = {}): OrderEvent[] =>
  at ? [{ key: `${kind}:${key}`, at, kind, ...extra }] : [];

const itemCount = (items: readonly { quantity: number }[] | undefined) => (items ?? []).reduce((n, i) => n + i.quantity, 0);

function orderEvents(order: Order): OrderEvent[] {
  return [
    ...when(order.created_at, order.id, "placed", { amount: order.total }),
    ...when(order.canceled_at, order.id, "canceled"),
    ...(order.payments ?? []).flatMap((p) => [
      ...when(p.created_at, p.id, "paymentAuthorized", { amount: p.amount }),
      ...when(p.captured_at, p.id, "paymentCaptured", { amount: p.amount }),
      ...when(p.canceled_at, p.id, "paymentCanceled", { amount: p.amount }),
    ]),
    ...(order.refunds ?? []).flatMap((r) => when(r.created_at, r.id, "refunded", { amount: r.amount, refundReason: r.reason, text: r.note })),
    ...(order.fulfillments ?? []).flatMap((f) => [
      ...when(f.created_at, f.id, "fulfilled", { items: itemCount(f.items) }),
      ...when(f.shipped_at, f.id, "shipped", { tracking: trackingNumbers(f) }),
      ...when(f.canceled_at, f.id, "fulfillmentCanceled"),
    ]),
    ...(order.returns ?? []).flatMap((r) => [
      ...when(r.created_at, r.id, "returnRequested", { amount: r.refund_amount, items: itemCount(r.items) }),
      ...when(r.received_at, r.id, "returnReceived", { amount: r.refund_amount }),
      // A return keeps no date of its cancellation: its last change is it.
      ...when(r.status === "canceled" ? r.updated_at : null, r.id, "returnCanceled"),
    ]),
    ...(order.swaps ?? []).flatMap((s) => [
      ...when(s.created_at, s.id, "swapCreated", { amount: s.difference_due }),
      ...when(s.confirmed_at, s.id, "swapConfirmed"),
      // A refunded difference is the order's refund (reason "swap"), listed with the refunds.
      ...when(s.payment?.captured_at, s.id, "swapPaymentProcessed", { amount: s.difference_due }),
      ...(s.fulfillments ?? []).flatMap((f) => [
        ...when(f.created_at, f.id, "swapFulfilled", { items: itemCount(f.items) }),
        ...when(f.shipped_at, f.id, "swapShipped", { tracking: trackingNumbers(f) }),
      ]),
      ...when(s.canceled_at, s.id, "swapCanceled"),
    ]),
    ...(order.claims ?? []).flatMap((c) => [
      ...when(c.created_at, c.id, "claimCreated", { amount: c.refund_amount, claimType: c.type }),
      ...when(c.canceled_at, c.id, "claimCanceled"),
    ]),
  ];
}

const trackingNumbers = (f: NonNullable<Order["fulfillments"]>[number]) =>
  f.tracking_links?.length ? f.tracking_links.map((l) => l.tracking_number) : (f.tracking_numbers ?? []);

const editEvents = (e: OrderEdit): OrderEvent[] => [
  ...when(e.created_at, e.id, "editCreated", { text: e.internal_note }),
  ...when(e.requested_at, e.id, "editRequested"),
  ...when(e.confirmed_at, e.id, "editConfirmed", { amount: e.difference_due }),
  ...when(e.declined_at, e.id, "editDeclined", { text: e.declined_reason }),
  ...when(e.canceled_at, e.id, "editCanceled"),
];

const notificationEvents = (n: Notification): TimelineEvent[] => [
  { key: `notification:${n.id}`, at: n.created_at, kind: "notification", notification: n },
  ...(n.resends ?? []).map((r): TimelineEvent => ({ key: `notification:${r.id}`, at: r.created_at, kind: "notificationResent", notification: r })),
];

const rank = (kind: EventKind) => LIFECYCLE.indexOf(kind);

/** Every event of the order and its records, newest first. */
export function timelineEvents(order: Order, records: TimelineRecords): TimelineEvent[] {
  const events: TimelineEvent[] = [
    ...orderEvents(order),
    ...(records.edits ?? []).flatMap(editEvents),
    ...(records.notes ?? []).map((note): TimelineEvent => ({ key: `note:${note.id}`, at: note.created_at, kind: "note", note })),
    ...(records.notifications ?? []).flatMap(notificationEvents),
  ];
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || rank(b.kind) - rank(a.kind));
}
