import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getDeleteDraftOrdersDraftOrderMockHandler,
  getGetCustomersCustomerResponseMock,
  getGetDraftOrdersDraftOrderMockHandler,
  getGetDraftOrdersDraftOrderResponseMock,
  getGetStoreMockHandler,
  getGetRegionsRegionResponseMock,
  getGetStoreResponseMock,
  getPostDraftOrdersDraftOrderRegisterPaymentMockHandler,
  getPostDraftOrdersDraftOrderRegisterPaymentResponseMock,
} from "@generated/mocks/admin/admin";
import { AT, lineItem } from "@app/routes/orders/test-fixtures";
import { renderPage } from "@tests/support/render";
import DraftOrderDetailPage from "./DraftOrderDetailPage";

const base = getGetDraftOrdersDraftOrderResponseMock().draft_order;
const item = lineItem({ id: "item_1", title: "Tea set", unit_price: 15000, quantity: 2, subtotal: 30000 });

// A Korean draft: KRW has no minor unit (33000 is ₩33,000).
const OPEN = {
  ...base,
  id: "dorder_1",
  display_id: 7,
  status: "open" as const,
  order_id: null,
  order: null,
  cart_id: "cart_1",
  cart: {
    object: "cart" as const,
    id: "cart_1",
    created_at: AT,
    updated_at: AT,
    deleted_at: null,
    email: "minji@example.com",
    billing_address_id: null,
    billing_address: null,
    shipping_address_id: null,
    shipping_address: null,
    region_id: "reg_kr",
    region: { ...getGetRegionsRegionResponseMock().region, id: "reg_kr", name: "Korea", currency_code: "krw" },
    customer_id: "cus_1",
    customer: { ...getGetCustomersCustomerResponseMock().customer, id: "cus_1", first_name: "Minji", last_name: "Kim" },
    payment_id: null,
    type: "draft_order" as const,
    completed_at: null,
    payment_authorized_at: null,
    idempotency_key: null,
    context: {},
    metadata: null,
    sales_channel_id: null,
    items: [item],
    discounts: [],
    gift_cards: [],
    shipping_methods: [],
    subtotal: 30000,
    discount_total: 0,
    shipping_total: 3000,
    tax_total: 0,
    total: 33000,
  },
};
const COMPLETED = { ...OPEN, status: "completed" as const, order_id: "order_9" };

let draft: typeof OPEN | typeof COMPLETED;
beforeEach(() => {
  draft = OPEN;
  server.use(
    getGetDraftOrdersDraftOrderMockHandler(() => ({ draft_order: draft })),
    getGetStoreMockHandler({ store: { ...getGetStoreResponseMock().store, payment_link_template: "https://shop.test/pay/{cart_id}" } }),
  );
});

const render = () => renderPage(<DraftOrderDetailPage />, { path: "/a/draft-orders/:id", url: "/a/draft-orders/dorder_1", others: ["/a/draft-orders"] });

describe("draft order page", () => {
  it("shows the items and totals in the draft's currency, the customer and the payment link", async () => {
    render();
    expect(await screen.findByRole("heading", { name: "Draft order #7" }, { timeout: 5000 })).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Summary" });
    expect(within(summary).getByRole("table", { name: "Items" })).toHaveTextContent("Tea set");
    expect(within(summary).getByTestId("totals")).toHaveTextContent(/Total\s*₩33,000/);
    expect(screen.getByRole("region", { name: "Customer" })).toHaveTextContent("Minji Kim");
    expect(await screen.findByTestId("payment-link")).toHaveTextContent("https://shop.test/pay/cart_1");
  });

  it("marks the draft as paid once, after asking with its total, then links to the new order", async () => {
    let paid = 0;
    server.use(
      getPostDraftOrdersDraftOrderRegisterPaymentMockHandler(() => {
        paid++;
        draft = COMPLETED;
        return { order: { ...getPostDraftOrdersDraftOrderRegisterPaymentResponseMock().order, id: "order_9" } };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Mark as paid" }));
    const ask = await screen.findByRole("alertdialog");
    expect(ask).toHaveTextContent("₩33,000");
    await user.dblClick(within(ask).getByRole("button", { name: "Mark ₩33,000 as paid" }));
    const link = await screen.findByRole("link", { name: /^Go to/ });
    expect(link).toHaveAttribute("href", "/a/orders/order_9");
    expect(paid).toBe(1);
    expect(screen.queryByRole("button", { name: "Mark as paid" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("deletes the draft once, after asking, and goes back to the list", async () => {
    let deleted = 0;
    server.use(
      getDeleteDraftOrdersDraftOrderMockHandler(() => {
        deleted++;
        return { id: "dorder_1", object: "draft-order", deleted: true };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const ask = await screen.findByRole("alertdialog");
    await user.dblClick(within(ask).getByRole("button", { name: "Delete draft order" }));
    expect(await screen.findByText("at /a/draft-orders")).toBeInTheDocument();
    await waitFor(() => expect(deleted).toBe(1));
  });
});
