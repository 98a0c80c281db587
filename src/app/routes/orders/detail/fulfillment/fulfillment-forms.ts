// The two forms of a fulfillment: creating one (a quantity per item, at most
// what is left of it; the stock location in inventory mode) and marking one
// shipped (tracking numbers, one per row). Both ask whether the customer is
// told, which the server takes as its opposite, `no_notification`.
import { z } from "zod/mini";
import type { AdminPostOrdersOrderFulfillmentsReq, AdminPostOrdersOrderShipmentReq, Fulfillment, LineItem } from "@generated/admin/types.gen";
import { zAdminPostOrdersOrderFulfillmentsReq } from "@generated/admin/zod.gen";
import { leftToFulfill } from "./fulfillment-rules";

const itemQuantity = z
  .object({ item_id: z.string(), left: z.int(), quantity: z.nullable(z.int().check(z.nonnegative())) })
  .check(z.refine((i) => (i.quantity ?? 0) <= i.left, { path: ["quantity"], params: { i18n: "orders.fulfillment.create.tooMany" } }));

export const createSchema = z.extend(z.pick(zAdminPostOrdersOrderFulfillmentsReq, { location_id: true }), {
  items: z.array(itemQuantity).check(z.refine((items) => items.some((i) => (i.quantity ?? 0) > 0), { params: { i18n: "orders.fulfillment.create.noneChosen" } })),
  notify: z.boolean(),
});
export type CreateValues = z.infer<typeof createSchema>;

/** Every item with something left, all of it chosen: the usual case is to send the rest. */
export const createValues = (items: LineItem[], noNotification: boolean | null): CreateValues => ({
  items: items.filter((item) => leftToFulfill(item) > 0).map((item) => ({ item_id: item.id, left: leftToFulfill(item), quantity: leftToFulfill(item) })),
  notify: !noNotification,
  location_id: "",
});

export const createBody = ({ items, notify, location_id }: CreateValues): AdminPostOrdersOrderFulfillmentsReq => ({
  items: items.filter((i) => (i.quantity ?? 0) > 0).map((i) => ({ item_id: i.item_id, quantity: i.quantity! })),
  no_notification: !notify,
  ...(location_id ? { location_id } : {}),
});

export const shipSchema = z.object({
  // Rows are objects: react-hook-form's field arrays keep an id per row.
  tracking_numbers: z.array(z.object({ value: z.string() })),
  notify: z.boolean(),
});
export type ShipValues = z.infer<typeof shipSchema>;

export const shipValues = (fulfillment: Fulfillment, noNotification: boolean | null): ShipValues => ({
  tracking_numbers: [{ value: "" }],
  notify: !(fulfillment.no_notification ?? noNotification),
});

/** Empty rows are left out: a shipment may have no tracking number. */
export const shipBody = (fulfillment: Fulfillment, { tracking_numbers, notify }: ShipValues): AdminPostOrdersOrderShipmentReq => ({
  fulfillment_id: fulfillment.id,
  tracking_numbers: tracking_numbers.map((t) => t.value.trim()).filter(Boolean),
  no_notification: !notify,
});
