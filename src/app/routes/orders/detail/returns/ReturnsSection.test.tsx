import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { delay } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getGetReturnReasonsMockHandler,
  getGetShippingOptionsMockHandler,
  getGetShippingOptionsResponseMock,
  getGetStoreMockHandler,
  getPostOrdersOrderReturnsMockHandler,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { storeAnswer } from "@tests/support/store";
import { lineItem, list, order, payment } from "../../test-fixtures";
import { returnReason } from "../after-sale/test-fixtures";
import { ReturnsSection } from "./ReturnsSection";

// 3 mugs shipped, €16.05 with tax; all paid and captured.
const MUG = lineItem({ id: "item_mug", title: "Mug", quantity: 3, fulfilled_quantity: 3, shipped_quantity: 3, refundable: 1605, total: 1605 });
const paid = order({
  items: [MUG],
  total: 1605,
  refundable_amount: 1605,
  refunded_total: 0,
  payments: [payment({ id: "pay_1", created_at: "2026-01-10T10:00:00.000Z", amount: 1605, captured_at: "2026-01-10T10:00:00.000Z" })],
});

let bodies: unknown[];

beforeEach(() => {
  bodies = [];
  const option = { ...getGetShippingOptionsResponseMock().shipping_options[0]!, id: "so_return", name: "Return Shipping", amount: 500, includes_tax: true, is_return: true };
  server.use(
    getGetStoreMockHandler(storeAnswer({})),
    getGetReturnReasonsMockHandler({ return_reasons: [returnReason("rr_damaged", "Damaged")] }),
    getGetShippingOptionsMockHandler(list("shipping_options", [option], 50)),
    getPostOrdersOrderReturnsMockHandler(async ({ request }) => {
      bodies.push(await request.json());
      await delay(50);
      return { order: paid };
    }),
  );
});

/** Opens the dialog, chooses the mugs and types their quantity. */
const openDialog = async (quantity: string) => {
  const { user } = renderPage(<ReturnsSection order={paid} />);
  await user.click(within(screen.getByRole("region", { name: "Returns" })).getByRole("button", { name: "Request return" }));
  const dialog = await screen.findByRole("dialog", { name: "Request a return of order #1001" });
  await user.click(within(dialog).getByRole("checkbox", { name: "Return Mug" }));
  const field = within(dialog).getByRole("spinbutton", { name: "Quantity of Mug" });
  await user.clear(field);
  await user.type(field, quantity);
  return { dialog, user };
};

describe("request a return", () => {
  it("does not send more than was shipped", async () => {
    const { dialog, user } = await openDialog("5");
    await user.click(within(dialog).getByRole("button", { name: "Request return" }));
    await delay(200);
    expect(bodies.filter((b) => (b as { items: { quantity: number }[] }).items.some((i) => i.quantity > 3))).toEqual([]);
  });

  it("sends the items with their reason, the return shipping and the proposed refund, once however fast it is clicked", async () => {
    const { dialog } = await openDialog("2");
    fireEvent.change(await within(dialog).findByRole("combobox", { name: "Return reason for Mug" }), { target: { value: "rr_damaged" } });
    fireEvent.change(await within(dialog).findByRole("combobox", { name: "Return shipping" }), { target: { value: "so_return" } });
    // 2 × €5.35 less €5.00 return shipping
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: "Refund" })).toHaveValue("5.70"));
    const submit = within(dialog).getByRole("button", { name: "Request return" });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies).toEqual([{ items: [{ item_id: "item_mug", quantity: 2, reason_id: "rr_damaged" }], return_shipping: { option_id: "so_return" }, refund: 570, no_notification: false }]);
  });
});
