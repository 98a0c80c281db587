import { useQuery } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getOrdersOrderOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Order, Payment, Refund } from "@generated/admin/types.gen";
import {
  getGetOrdersOrderMockHandler,
  getPostOrdersOrderCaptureMockHandler,
  getPostOrdersOrderRefundsMockHandler,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { order as orderRecord, payment as paymentRecord, refund as refundRecord } from "../../test-fixtures";
import { PaymentsSection } from "./PaymentsSection";

const at = "2026-03-05T10:00:00Z";
const later = "2026-03-06T11:30:00Z";

const payment = (over: Partial<Payment> = {}): Payment => paymentRecord({ id: "pay_1", amount: 5000, created_at: at, ...over });

const refund = (over: Partial<Refund> = {}): Refund => refundRecord({ id: "ref_1", payment_id: "pay_1", amount: 1000, created_at: later, ...over });

/** A whole order as the contract has it, awaiting the capture of one EUR 50.00 payment. */
const order = (over: Partial<Order> = {}): Order =>
  orderRecord({
    payment_status: "awaiting",
    total: 5000,
    paid_total: 5000,
    refunded_total: 0,
    refundable_amount: 5000,
    no_notification: false,
    payments: [payment()],
    ...over,
  });

const captured = (over: Partial<Order> = {}) => order({ payment_status: "captured", payments: [payment({ captured_at: later })], ...over });

type Call = { path: string; body: unknown };
let calls: Call[];
/** The order the server holds now: GET answers it, a POST changes it. */
let current: Order;

/** Notes a call, then moves the server's order on. */
const answer = (next: (body: unknown) => Order) => async ({ request }: { request: Request }) => {
  const text = await request.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  calls.push({ path: new URL(request.url).pathname, body });
  current = next(body);
  return { order: current };
};

beforeEach(() => {
  calls = [];
  server.use(getGetOrdersOrderMockHandler(() => ({ order: current })));
});

/** The section as the order page feeds it: from the order's query, which a successful mutation refetches. */
function OrderPayments() {
  const { data } = useQuery(getOrdersOrderOptions({ path: { id: "order_1" } }));
  return data ? <PaymentsSection order={data.order} /> : null;
}

async function render(initial: Order) {
  current = initial;
  const utils = renderPage(<OrderPayments />);
  const section = await screen.findByRole("region", { name: "Payments" });
  return { ...utils, section };
}

/**
 * Two clicks as a browser delivers a double click: each its own event, React
 * done with the first before the second (user-event's dblClick waits a
 * timer between them, long enough for the mutation's pending state to show).
 */
const doubleClick = (button: HTMLElement) => {
  fireEvent.click(button);
  fireEvent.click(button);
};

const totals = (section: HTMLElement) => within(section).getByText("Total paid").parentElement!.parentElement!;

describe("payments section", () => {
  it("shows each payment with its state, amounts and dates, the refunds with their reasons, and what is paid and outstanding", async () => {
    const { section } = await render(
      captured({
        payment_status: "partially_refunded",
        payments: [payment({ captured_at: later, amount_refunded: 1250 })],
        refunds: [refund({ amount: 1250, reason: "return", note: "Mug arrived broken" })],
        refunded_total: 1250,
        refundable_amount: 3750,
      }),
    );
    const row = within(within(section).getByRole("table", { name: "Payments of the order" })).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("manual");
    expect(row).toHaveTextContent("Partially refunded");
    expect(row).toHaveTextContent(/Authorized Mar 5, 2026/);
    expect(row).toHaveTextContent(/Captured Mar 6, 2026/);
    expect(within(row).getAllByRole("cell").map((c) => c.textContent)).toEqual([
      expect.stringContaining("manual"),
      "Partially refunded",
      "€50.00",
      expect.stringMatching(/^€50\.00Captured/),
      "€12.50",
    ]);
    const refunds = within(within(section).getByRole("table", { name: "Refunds" })).getAllByRole("row")[1]!;
    expect(refunds).toHaveTextContent("Return");
    expect(refunds).toHaveTextContent("Mug arrived broken");
    expect(refunds).toHaveTextContent("€12.50");
    expect(totals(section)).toHaveTextContent("Total paid€50.00Refunded-€12.50Outstanding€0.00");
    expect(within(section).getByRole("button", { name: "Refund" })).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Capture payment" })).toBeNull();
  });

  it("counts an authorized payment as outstanding, not paid, and offers its capture only", async () => {
    const { section } = await render(order());
    expect(within(section).getByRole("row", { name: /manual/ })).toHaveTextContent("Authorized");
    expect(totals(section)).toHaveTextContent("Total paid€0.00Outstanding€50.00");
    expect(within(section).getByRole("button", { name: "Capture payment" })).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Refund" })).toBeNull();
  });

  it("offers nothing on a canceled order, nor a refund once all is refunded", async () => {
    const { section, unmount } = await render(order({ status: "canceled", payments: [payment({ canceled_at: later })] }));
    expect(within(section).getByRole("row", { name: /manual/ })).toHaveTextContent("Canceled");
    expect(within(section).queryAllByRole("button")).toEqual([]);
    unmount();
    const refunded = await render(captured({ payments: [payment({ captured_at: later, amount_refunded: 5000 })], refunded_total: 5000, refundable_amount: 0 }));
    expect(within(refunded.section).queryAllByRole("button")).toEqual([]);
  });

  it("says when there is no payment", async () => {
    const { section } = await render(order({ payments: [], payment_status: "not_paid" }));
    expect(section).toHaveTextContent("No payments yet");
    expect(within(section).queryAllByRole("button")).toEqual([]);
  });

  it("shows won without minor units", async () => {
    const { section } = await render(captured({ currency_code: "krw", total: 157800, payments: [payment({ currency_code: "krw", amount: 157800, captured_at: later })] }));
    expect(totals(section)).toHaveTextContent("Total paid₩157,800");
  });
});

describe("capture", () => {
  it("asks with the amount and currency, sends one capture however fast it is confirmed, and shows the captured payment", async () => {
    server.use(getPostOrdersOrderCaptureMockHandler(answer(() => captured())));
    const { user, section } = await render(order());
    await user.click(within(section).getByRole("button", { name: "Capture payment" }));
    const ask = screen.getByRole("alertdialog", { name: "Capture €50.00?" });
    expect(ask).toHaveTextContent("€50.00 (EUR) is charged to the customer's authorized payment.");
    expect(calls).toEqual([]);
    doubleClick(within(ask).getByRole("button", { name: "Capture €50.00" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls).toEqual([{ path: "/admin/orders/order_1/capture", body: undefined }]);
    await waitFor(() => expect(totals(section)).toHaveTextContent("Total paid€50.00Outstanding€0.00"));
    expect(within(section).getByRole("row", { name: /manual/ })).toHaveTextContent("Captured");
    expect(within(section).queryByRole("button", { name: "Capture payment" })).toBeNull();
  });
});

describe("refund", () => {
  const openRefund = async (initial = captured()) => {
    const utils = await render(initial);
    await utils.user.click(within(utils.section).getByRole("button", { name: "Refund" }));
    const dialog = screen.getByRole("dialog", { name: "Refund order #1001" });
    const amount = within(dialog).getByRole("textbox", { name: /^Amount/ });
    const note = within(dialog).getByRole("textbox", { name: /^Note/ });
    const reason = within(dialog).getByRole("combobox", { name: /^Reason/ });
    return { ...utils, dialog, amount, note, reason };
  };

  it("checks the amount against what can be refunded and asks for a reason before sending anything", async () => {
    const { user, dialog, amount, reason } = await openRefund(captured({ refunded_total: 1000, refundable_amount: 4000 }));
    expect(dialog).toHaveTextContent("Up to €40.00 (EUR) can be refunded.");
    expect(within(dialog).getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose a reason", "Discount", "Return", "Exchange", "Claim", "Other"]);
    const submit = () => user.click(within(dialog).getByRole("button", { name: /^Refund/ }));
    await submit();
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose a reason", { selector: "[data-testid=form-errors] *" })).toBeInTheDocument();
    for (const [typed, message] of [
      ["ten", "Not a valid amount"],
      ["0", "Must be more than zero"],
      ["40.01", "More than can be refunded"],
      ["1.234", "Not a valid amount"],
    ]) {
      await user.clear(amount);
      await user.type(amount, typed!);
      expect(await within(dialog).findByText(message!)).toBeInTheDocument();
    }
    await user.selectOptions(reason, "Discount");
    await submit();
    expect(calls).toEqual([]);
    await user.clear(amount);
    await user.type(amount, "40");
    expect(within(dialog).getByRole("button", { name: "Refund €40.00" })).toBeInTheDocument();
  });

  it("sends one refund with its reason, note and notification choice however fast it is clicked, and shows it", async () => {
    server.use(
      getPostOrdersOrderRefundsMockHandler(
        answer(() =>
          captured({
            payment_status: "partially_refunded",
            payments: [payment({ captured_at: later, amount_refunded: 1250 })],
            refunds: [refund({ amount: 1250, reason: "return", note: "Mug arrived broken" })],
            refunded_total: 1250,
            refundable_amount: 3750,
          }),
        ),
      ),
    );
    const { user, section, dialog, amount, note, reason } = await openRefund();
    await user.type(amount, "12,50");
    await user.selectOptions(reason, "Return");
    await user.type(note, "Mug arrived broken");
    await user.click(within(dialog).getByRole("checkbox", { name: "Send the customer a notification" }));
    doubleClick(within(dialog).getByRole("button", { name: "Refund €12.50" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual([
      { path: "/admin/orders/order_1/refund", body: { amount: 1250, reason: "return", note: "Mug arrived broken", no_notification: true } },
    ]);
    expect(within(section).getByRole("table", { name: "Refunds" })).toHaveTextContent("Mug arrived broken");
    expect(totals(section)).toHaveTextContent("Refunded-€12.50");
  });

  it("keeps what was typed and says the server's reason when it refuses", async () => {
    server.use(
      http.post("*/admin/orders/:id/refund", () =>
        HttpResponse.json({ type: "not_allowed", message: "Cannot refund more than the original order amount" }, { status: 400 }),
      ),
    );
    const { user, dialog, amount, note, reason } = await openRefund();
    await user.type(amount, "10");
    await user.selectOptions(reason, "Other");
    await user.type(note, "Goodwill");
    await user.click(within(dialog).getByRole("button", { name: "Refund €10.00" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Cannot refund more than the original order amount");
    expect(amount).toHaveValue("10");
    expect(reason).toHaveValue("other");
    expect(note).toHaveValue("Goodwill");
    expect(within(dialog).getByRole("checkbox", { name: "Send the customer a notification" })).toBeChecked();
  });
});
