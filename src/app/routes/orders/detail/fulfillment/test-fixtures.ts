// The fulfillment tests' own fixtures (the records are the shared builders of
// ../../test-fixtures): an order of 3 mugs (1 sent) and 2 stickers, shipped by
// Standard Shipping, and the stock locations answer.
import type { Order } from "@generated/admin/types.gen";
import { getGetStockLocationsResponseMock } from "@generated/mocks/admin/admin";
import { lineItem, order as orderRecord, shippingMethod } from "../../test-fixtures";

export const MUG = lineItem({ id: "item_mug", title: "Mug", quantity: 3, fulfilled_quantity: 1 });
export const STICKER = lineItem({ id: "item_sticker", title: "Sticker", quantity: 2 });

export const order = (fields: Partial<Order> = {}): Order =>
  orderRecord({ items: [MUG, STICKER], shipping_methods: [shippingMethod("Standard Shipping", 800)], ...fields });

export const stockLocations = (...names: string[]) => {
  const base = getGetStockLocationsResponseMock().stock_locations[0]!;
  return { stock_locations: names.map((name, i) => ({ ...base, id: `sloc_${i + 1}`, name })), count: names.length, offset: 0, limit: 20 };
};
