// The exchange form: items coming back (at most what can be returned), new
// items going out (at least one), an optional return shipping option, an
// optional shipping option with a custom price for the new items (the
// customer's checkout of the exchange then offers it at that price), and
// whether the customer is told.
import { z } from "zod/mini";
import type { AdminPostOrdersOrderSwapsReq, Order } from "@generated/admin/types.gen";
import { parseAmountInput } from "@app/lib/money";
import { newItemSchema, newItemsBody } from "../after-sale/new-items";
import { returnItemRows, returnItemsBody, returnItemsSchema } from "../after-sale/return-items";

export function swapSchema(currency: string) {
  return z
    .object({
      return_items: returnItemsSchema,
      new_items: z.array(newItemSchema).check(z.refine((items) => items.length > 0, { params: { i18n: "orders.swaps.create.noNewItems" } })),
      return_option_id: z.string(),
      shipping_option_id: z.string(),
      shipping_price: z.string(),
      notify: z.boolean(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (!values.shipping_option_id) return;
        const price = parseAmountInput(values.shipping_price, currency);
        const problem = price === null ? "validation.required" : Number.isNaN(price) || price < 0 ? "orders.swaps.create.invalidPrice" : null;
        if (problem) ctx.issues.push({ code: "custom", input: values.shipping_price, path: ["shipping_price"], params: { i18n: problem } });
      }),
    );
}
export type SwapValues = z.infer<ReturnType<typeof swapSchema>>;

export const swapValues = (order: Order): SwapValues => ({
  return_items: returnItemRows(order),
  new_items: [],
  return_option_id: "",
  shipping_option_id: "",
  shipping_price: "",
  notify: !order.no_notification,
});

/** The new items' shipping price as typed, in minor units (0 while not a price). */
export function shippingPrice(values: Pick<SwapValues, "shipping_option_id" | "shipping_price">, currency: string) {
  if (!values.shipping_option_id) return 0;
  const price = parseAmountInput(values.shipping_price, currency);
  return price === null || Number.isNaN(price) ? 0 : price;
}

export function swapBody(values: SwapValues, currency: string): AdminPostOrdersOrderSwapsReq {
  return {
    return_items: returnItemsBody(values.return_items),
    additional_items: newItemsBody(values.new_items),
    ...(values.return_option_id ? { return_shipping: { option_id: values.return_option_id } } : {}),
    ...(values.shipping_option_id ? { custom_shipping_options: [{ option_id: values.shipping_option_id, price: shippingPrice(values, currency) }] } : {}),
    no_notification: !values.notify,
  };
}
