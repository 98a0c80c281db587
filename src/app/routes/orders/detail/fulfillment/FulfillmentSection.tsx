// Placeholder: fulfilments: create, mark shipped, cancel; the shipping method.
import type { Order } from "@generated/admin/types.gen";

export function FulfillmentSection(_: { order: Order }) {
  return null;
}
