// An exchange as the server answers it within its order (a whole contract
// object: the answers are checked), for the exchange and timeline tests.
import type { Swap } from "@generated/admin/types.gen";
import { getGetSwapsSwapResponseMock } from "@generated/mocks/admin/admin";
import { AT } from "../../test-fixtures";

export const swap = (fields: Partial<Swap> & Pick<Swap, "id">): Swap => ({
  ...getGetSwapsSwapResponseMock().swap,
  order_id: "order_1",
  order: undefined,
  cart: undefined,
  fulfillment_status: "not_fulfilled",
  payment_status: "not_paid",
  difference_due: null,
  confirmed_at: null,
  canceled_at: null,
  no_notification: null,
  additional_items: [],
  fulfillments: [],
  payment: null,
  return_order: null,
  shipping_methods: [],
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
  metadata: null,
  ...fields,
});
