// The request-return form: the items coming back (ReturnItemsField), the
// return shipping, the refund (proposed from both, editable, at most what the
// order can still refund) and whether the customer is told.
import { z } from "zod/mini";
import type { AdminPostOrdersOrderReturnsReq, Order } from "@generated/admin/types.gen";
import { refundAmount, refundAmountSchema } from "../after-sale/refund-amount";
import { returnItemRows, returnItemsBody, returnItemsSchema } from "../after-sale/return-items";
import { refundableAmount } from "../payments/payment-rules";

export const requestReturnSchema = (order: Order) =>
  z.object({
    items: returnItemsSchema,
    shipping_option_id: z.string(),
    refund: refundAmountSchema(order.currency_code, refundableAmount(order)),
    notify: z.boolean(),
  });
export type RequestReturnValues = z.infer<ReturnType<typeof requestReturnSchema>>;

export const requestReturnValues = (order: Order): RequestReturnValues => ({
  items: returnItemRows(order),
  shipping_option_id: "",
  refund: "",
  notify: !order.no_notification,
});

export const requestReturnBody = (order: Order, values: RequestReturnValues): AdminPostOrdersOrderReturnsReq => ({
  items: returnItemsBody(values.items),
  ...(values.shipping_option_id ? { return_shipping: { option_id: values.shipping_option_id } } : {}),
  refund: refundAmount(values.refund, order.currency_code),
  no_notification: !values.notify,
});
