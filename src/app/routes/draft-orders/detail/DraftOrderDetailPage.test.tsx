import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import type { DraftOrder } from "@generated/admin/types.gen";
import {
  getDeleteDraftOrdersDraftOrderMockHandler,
  getGetDraftOrdersDraftOrderMockHandler,
  getGetStoreMockHandler,
  getGetStoreResponseMock,
  getPostDraftOrdersDraftOrderRegisterPaymentMockHandler,
  getPostDraftOrdersDraftOrderRegisterPaymentResponseMock,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { draftOrder } from "../test-fixtures";
import DraftOrderDetailPage from "./DraftOrderDetailPage";

const OPEN = draftOrder();
const COMPLETED = draftOrder({ status: "completed", order_id: "order_9" });

let draft: DraftOrder;
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
