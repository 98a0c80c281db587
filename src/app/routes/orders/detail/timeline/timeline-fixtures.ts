// The timeline tests' own records (users, notes, notifications), whole as the
// contract has them (answers are checked against it); the order and its parts
// are the shared builders of ../../test-fixtures.
import type { Note, Notification } from "@generated/admin/types.gen";
import { getGetAuthResponseMock, getGetNotesResponseMock, getGetNotificationsResponseMock } from "@generated/mocks/admin/admin";

const stamps = (at: string) => ({ created_at: at, updated_at: at });

export const ME = { ...getGetAuthResponseMock().user, id: "usr_me", first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", deleted_at: null };
export const COLLEAGUE = { ...ME, id: "usr_other", first_name: "Grace", last_name: "Hopper", email: "grace@example.com" };

export const note = (id: string, value: string, at: string, author: typeof ME | null): Note => ({
  ...getGetNotesResponseMock().notes[0]!,
  id,
  value,
  resource_type: "order",
  resource_id: "order_1",
  author_id: author?.id ?? null,
  author,
  deleted_at: null,
  metadata: null,
  ...stamps(at),
});

export const notification = (id: string, fields: Partial<Notification> & Pick<Notification, "created_at">): Notification => ({
  ...getGetNotificationsResponseMock().notifications[0]!,
  id,
  event_name: "order.placed",
  resource_type: "order",
  resource_id: "order_1",
  customer_id: null,
  customer: undefined,
  to: "buyer@example.com",
  data: {},
  parent_id: null,
  parent_notification: undefined,
  resends: [],
  provider_id: "sendgrid",
  provider: undefined,
  updated_at: fields.created_at,
  ...fields,
});
