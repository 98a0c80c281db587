// What an exchange comes to before it is sent, as the server will count it
// on the exchange's cart: the new items and their shipping with the region's
// tax, less what the returned items are worth back (their `refundable`
// shared per unit, partly returned lines included), plus the return shipping
// the customer pays. Positive: the customer pays the difference; negative:
// it is refunded. Minor units of the order's currency (none for KRW).
import type { Order } from "@generated/admin/types.gen";
import { withTax } from "@app/lib/money";
import { type NewItem, newItemsTotal } from "../after-sale/new-items";
import { type ChosenQuantity, itemRefund, orderTaxRate } from "../after-sale/return-rules";

export interface SwapDifferenceInput {
  returned: ChosenQuantity[];
  newItems: NewItem[];
  /** The return shipping the customer pays, tax included. */
  returnShipping?: number;
  /** The price given to the new items' shipping, before tax. */
  newShipping?: number;
}

export interface SwapDifference {
  newItems: number;
  returned: number;
  shipping: number;
  /** > 0 the customer pays it, < 0 it is refunded. */
  difference: number;
}

export function swapDifference(order: Order, { returned, newItems, returnShipping = 0, newShipping = 0 }: SwapDifferenceInput): SwapDifference {
  const rate = orderTaxRate(order);
  const items = new Map((order.items ?? []).map((item) => [item.id, item]));
  const newTotal = Math.round(withTax(newItemsTotal(newItems), rate));
  const returnedWorth = returned.reduce((sum, r) => {
    const item = items.get(r.item_id);
    return item ? sum + itemRefund(item, r.quantity) : sum;
  }, 0);
  const shipping = returnShipping + Math.round(withTax(newShipping, rate));
  return { newItems: newTotal, returned: returnedWorth, shipping, difference: newTotal - returnedWorth + shipping };
}
