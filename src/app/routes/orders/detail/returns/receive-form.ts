// The receive form: how many of each requested item arrived (none to all of
// what was requested; something must have arrived) and, for a return of the
// order itself, the refund that follows (proposed from what arrived, at most
// what the order can still refund).
import { z } from "zod/mini";
import type { AdminPostReturnsReturnReceiveReq, Order, Return } from "@generated/admin/types.gen";
import { refundAmount, refundAmountSchema } from "../after-sale/refund-amount";
import { isOrderReturn } from "../after-sale/return-rules";
import { refundableAmount } from "../payments/payment-rules";

const row = z
  .object({ item_id: z.string(), requested: z.int(), quantity: z.nullable(z.int()) })
  .check(
    z.superRefine((r, ctx) => {
      const problem = r.quantity === null || r.quantity < 0 ? "validation.required" : r.quantity > r.requested ? "orders.returns.receive.tooMany" : null;
      if (problem) ctx.issues.push({ code: "custom", input: r.quantity, path: ["quantity"], params: { i18n: problem } });
    }),
  );

export const receiveSchema = (order: Order, ret: Return) =>
  z.object({
    items: z.array(row).check(z.refine((rows) => rows.some((r) => (r.quantity ?? 0) > 0), { params: { i18n: "orders.returns.receive.noneReceived" } })),
    refund: isOrderReturn(ret) ? refundAmountSchema(order.currency_code, refundableAmount(order)) : z.string(),
  });
export type ReceiveValues = z.infer<ReturnType<typeof receiveSchema>>;

/** Everything requested, as usually all of it arrives. */
export const receiveValues = (ret: Return): ReceiveValues => ({
  items: (ret.items ?? []).map((i) => {
    const requested = i.requested_quantity ?? i.quantity;
    return { item_id: i.item_id, requested, quantity: requested };
  }),
  refund: "",
});

export const receivedQuantities = (values: Pick<ReceiveValues, "items">) =>
  values.items.filter((i) => (i.quantity ?? 0) > 0).map((i) => ({ item_id: i.item_id, quantity: i.quantity! }));

export const receiveBody = (order: Order, ret: Return, values: ReceiveValues): AdminPostReturnsReturnReceiveReq => ({
  items: receivedQuantities(values),
  ...(isOrderReturn(ret) ? { refund: refundAmount(values.refund, order.currency_code) } : {}),
});
