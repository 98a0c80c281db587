import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetDraftOrdersMockHandler } from "@generated/mocks/admin/admin";
import { lineItem } from "@app/routes/orders/test-fixtures";
import { renderPage } from "@tests/support/render";
import { draftOrder } from "../test-fixtures";
import DraftOrderListPage from "./DraftOrderListPage";

const KOREAN = draftOrder();
// No customer name: the list shows the email; USD has cents.
const BY_EMAIL = draftOrder(
  { id: "dorder_2", display_id: 8, status: "completed", order_id: "order_2" },
  {
    id: "cart_2",
    email: "walkin@example.com",
    customer: { ...draftOrder().cart!.customer!, first_name: null, last_name: null },
    region: { ...draftOrder().cart!.region!, id: "reg_na", currency_code: "usd" },
    items: [lineItem({ id: "item_2", title: "Cap", unit_price: 1250, quantity: 2 })],
  },
);

function answer() {
  const queries: URLSearchParams[] = [];
  server.use(
    getGetDraftOrdersMockHandler(({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return { draft_orders: [KOREAN, BY_EMAIL], count: 2, offset: 0, limit: 15 };
    }),
  );
  return queries;
}

const render = (url = "/a/draft-orders") => renderPage(<DraftOrderListPage />, { path: "/a/draft-orders", url, others: ["/a/draft-orders/:id"] });

describe("draft orders list", () => {
  it("shows each draft's customer (name, else email), status and amount in its currency; a row opens the draft", async () => {
    answer();
    const { user } = render();
    const table = await screen.findByRole("table", { name: "Draft orders" });
    await waitFor(() => expect(table).toHaveTextContent("Minji Kim"), { timeout: 5000 });
    const rows = within(table)
      .getAllByRole("row")
      .filter((row) => within(row).queryAllByRole("cell").length > 0);
    expect(rows[0]).toHaveTextContent("#7");
    expect(rows[0]).toHaveTextContent("Minji Kim");
    expect(rows[0]).toHaveTextContent("Open");
    // 2 x ₩15,000: KRW has no minor unit.
    expect(rows[0]).toHaveTextContent("₩30,000");
    expect(rows[1]).toHaveTextContent("walkin@example.com");
    expect(rows[1]).toHaveTextContent("Completed");
    expect(rows[1]).toHaveTextContent("$25.00");
    await user.click(within(rows[0]).getByText("Minji Kim"));
    expect(await screen.findByText("at /a/draft-orders/:id")).toBeInTheDocument();
  });

  it("asks the server for the searched drafts of a status, with the relations the rows show", async () => {
    const queries = answer();
    render("/a/draft-orders?q=minji&status=completed");
    await screen.findByRole("table", { name: "Draft orders" });
    await waitFor(() => expect(queries.at(-1)?.get("q")).toBe("minji"));
    const last = queries.at(-1)!;
    expect(last.getAll("status[]")).toEqual(["completed"]);
    expect(last.get("expand")).toBe("cart,cart.items,cart.customer,cart.region,cart.shipping_methods");
  });
});
