// The records of an order's timeline that the order does not carry: its
// notes, notifications and order edits, each read on its own so that one
// failing leaves the others on screen.
import { useQuery } from "@tanstack/react-query";
import { getNotesOptions, getNotificationsOptions, getOrderEditsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { TimelineRecords } from "./timeline-events";

/** Records read per list: far more than one order collects. */
export const RECORDS_LIMIT = 200;

// Unless asked for fields, Medusa lists notifications without data,
// customer_id and parent_id, which the contract holds required (seen on the
// real server): these are the contract's fields (the resends come whole).
const NOTIFICATION_FIELDS = "id,event_name,resource_type,resource_id,customer_id,to,data,parent_id,provider_id,created_at,updated_at";

export type RecordSource = keyof TimelineRecords;

export interface RecordFailure {
  source: RecordSource;
  error: unknown;
  retry: () => void;
}

export function useTimelineRecords(orderId: string) {
  const notes = useQuery(getNotesOptions({ query: { resource_id: orderId, limit: RECORDS_LIMIT } }));
  const notifications = useQuery(
    getNotificationsOptions({ query: { resource_type: "order", resource_id: orderId, limit: RECORDS_LIMIT, fields: NOTIFICATION_FIELDS, expand: "resends" } }),
  );
  const edits = useQuery(getOrderEditsOptions({ query: { order_id: orderId, limit: RECORDS_LIMIT } }));
  const lists = [
    ["notes", notes, notes.data?.notes],
    ["notifications", notifications, notifications.data?.notifications],
    ["edits", edits, edits.data?.order_edits],
  ] as const;
  return {
    records: { notes: notes.data?.notes, notifications: notifications.data?.notifications, edits: edits.data?.order_edits } satisfies TimelineRecords,
    pending: lists.some(([, query]) => query.isPending),
    // A list read before keeps showing while a refetch fails.
    failures: lists.flatMap(([source, query]): RecordFailure[] =>
      query.isError && !query.data ? [{ source, error: query.error, retry: () => void query.refetch() }] : [],
    ),
    /** Some list holds more than was read. */
    partial: lists.some(([, query, list]) => list !== undefined && (query.data?.count ?? 0) > list.length),
  };
}
