import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getGetBatchJobsBatchJobMockHandler,
  getGetBatchJobsBatchJobResponseMock,
  getGetOrdersMockHandler,
  getGetOrdersResponseMock,
  getGetRegionsMockHandler,
  getGetRegionsResponseMock,
  getGetSalesChannelsMockHandler,
  getGetSalesChannelsResponseMock,
  getPostBatchJobsMockHandler,
} from "@generated/mocks/admin/admin";
import { PollingProvider } from "@app/providers/polling/PollingProvider";
import { renderPage } from "@tests/support/render";
import OrderListPage from "./OrderListPage";
import { FIRST_PAGE } from "@app/components/data-table/list-query";
import { orderListQuery } from "./order-list-query";
import { address } from "../test-fixtures";

type Order = ReturnType<typeof getGetOrdersResponseMock>["orders"][number];

const order = (id: string, display_id: number, email: string): Order => ({
  ...getGetOrdersResponseMock().orders[0],
  id,
  display_id,
  email,
  // no name anywhere: the list shows the email
  customer: undefined,
  shipping_address: undefined,
  billing_address: undefined,
  status: "pending",
  payment_status: "awaiting",
  fulfillment_status: "not_fulfilled",
  total: 1250,
  currency_code: "eur",
  created_at: "2024-03-05T10:00:00Z",
});

/** Answers the orders list with these orders, and records each request's query. */
function ordersAnswer(orders: Order[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    getGetOrdersMockHandler(({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return { orders, count: orders.length, offset: 0, limit: 15 };
    }),
  );
  return queries;
}

const render = (url = "/a/orders") =>
  renderPage(
    <PollingProvider>
      <OrderListPage />
    </PollingProvider>,
    { path: "/a/orders", url, others: ["/a/orders/:id"] },
  );

/** The store's regions and sales channels, as the filters offer them. */
function storeLists() {
  const region = getGetRegionsResponseMock().regions[0];
  const channel = getGetSalesChannelsResponseMock().sales_channels[0];
  server.use(
    getGetRegionsMockHandler({ regions: [{ ...region, id: "reg_eu", name: "Europe" }], count: 1, offset: 0, limit: 1000 }),
    getGetSalesChannelsMockHandler({ sales_channels: [{ ...channel, id: "sc_web", name: "Web shop" }], count: 1, offset: 0, limit: 1000 }),
  );
}

describe("orders list", () => {
  it("asks the server for the list the URL describes", async () => {
    const queries = ordersAnswer([order("order_1", 1001, "ann@example.com")]);
    render(
      "/a/orders?q=ann&status=pending&payment_status=awaiting&payment_status=captured&fulfillment_status=shipped&created_from=2024-03-01&created_to=2024-03-31&order=-display_id&offset=15&limit=30",
    );
    expect(await screen.findByRole("row", { name: /ann@example\.com/ })).toBeInTheDocument();
    const q = queries.at(-1)!;
    expect(q.get("q")).toBe("ann");
    expect(q.getAll("status[]")).toEqual(["pending"]);
    expect(q.getAll("payment_status[]")).toEqual(["awaiting", "captured"]);
    expect(q.getAll("fulfillment_status[]")).toEqual(["shipped"]);
    // whole days in the user's time zone
    expect(q.get("created_at[gte]")).toBe(new Date(2024, 2, 1).toISOString());
    expect(q.get("created_at[lte]")).toBe(new Date(2024, 2, 31, 23, 59, 59, 999).toISOString());
    expect(q.get("order")).toBe("-display_id");
    expect(q.get("offset")).toBe("15");
    expect(q.get("limit")).toBe("30");
    expect(screen.getByRole("columnheader", { name: /^Order/ })).toHaveAttribute("aria-sort", "descending");
  });

  it("sends the prefetched first page's query when the URL asks nothing, and no order the server cannot do", async () => {
    const queries = ordersAnswer([order("order_1", 1001, "ann@example.com")]);
    const { queryClient } = render("/a/orders?order=-total");
    await screen.findByRole("row", { name: /ann@example\.com/ });
    expect(queries.at(-1)!.get("order")).toBeNull();
    // the page's cache entry is the one the sidebar prefetches
    expect(queryClient.getQueryData(orderListQuery(FIRST_PAGE).queryKey)).toBeDefined();
  });

  it("shows rows that open their order, without a selection column", async () => {
    ordersAnswer([order("order_1", 1001, "ann@example.com"), order("order_2", 1002, "bob@example.com")]);
    const { user, router } = render();
    const table = await screen.findByRole("table", { name: "Orders" });
    const row = await within(table).findByRole("row", { name: /bob@example\.com/ });
    expect(within(row).getByRole("link", { name: "#1002" })).toHaveAttribute("href", "/a/orders/order_2");
    expect(within(table).queryByRole("checkbox")).not.toBeInTheDocument();
    await user.click(within(row).getByText("bob@example.com"));
    expect(router.state.location.pathname).toBe("/a/orders/order_2");
  });

  it("filters by status from the toolbar", async () => {
    const queries = ordersAnswer([order("order_1", 1001, "ann@example.com")]);
    const { user, router } = render();
    await screen.findByRole("row", { name: /ann@example\.com/ });
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const panel = await screen.findByRole("dialog", { name: "Filters" });
    const fulfillment = within(panel).getByRole("group", { name: "Fulfillment status" });
    await user.click(within(fulfillment).getByRole("checkbox", { name: "Shipped" }));
    expect(new URLSearchParams(router.state.location.search).getAll("fulfillment_status")).toEqual(["shipped"]);
    await waitFor(() => expect(queries.at(-1)!.getAll("fulfillment_status[]")).toEqual(["shipped"]));
  });

  it("says when no order matches the search, and clears it back to the whole list", async () => {
    ordersAnswer([]);
    const { user, router } = render("/a/orders?q=nobody");
    const none = await screen.findByTestId("table-no-results");
    await user.click(within(none).getByRole("button", { name: "Clear filters" }));
    expect(router.state.location.search).toBe("");
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
  });

  it("says the user has no access when the server answers 403", async () => {
    server.use(http.get("*/admin/orders", () => HttpResponse.json({ type: "not_allowed", message: "Forbidden" }, { status: 403 })));
    render();
    expect(await screen.findByRole("alert")).toHaveTextContent("You don’t have access to this list");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("gives every user the Complete and Incomplete views", async () => {
    const queries = ordersAnswer([order("order_1", 1001, "ann@example.com")]);
    const { user, router } = render();
    await screen.findByRole("row", { name: /ann@example\.com/ });
    await user.click(await screen.findByRole("button", { name: "Complete" }));
    await waitFor(() => expect(router.state.location.search).toBe("?payment_status=captured&fulfillment_status=shipped"));
    await waitFor(() => expect(queries.at(-1)!.getAll("fulfillment_status[]")).toEqual(["shipped"]));
    expect(screen.getByRole("button", { name: "Complete" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Incomplete" }));
    await waitFor(() => expect(queries.at(-1)!.getAll("fulfillment_status[]")).toEqual(["not_fulfilled", "fulfilled"]));
    expect(queries.at(-1)!.getAll("payment_status[]")).toEqual(["awaiting"]);
    expect(screen.getByRole("button", { name: "Complete" })).toHaveAttribute("aria-pressed", "false");
    // the given views cannot be deleted
    expect(screen.queryByRole("button", { name: "Delete view Complete" })).not.toBeInTheDocument();
  });

  it("filters by region and sales channel, named as the store names them", async () => {
    storeLists();
    const queries = ordersAnswer([order("order_1", 1001, "ann@example.com")]);
    const { user } = render();
    await screen.findByRole("row", { name: /ann@example\.com/ });
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const panel = await screen.findByRole("dialog", { name: "Filters" });
    await user.click(await within(within(panel).getByRole("group", { name: "Region" })).findByRole("checkbox", { name: "Europe" }));
    await user.click(await within(within(panel).getByRole("group", { name: "Sales channel" })).findByRole("checkbox", { name: "Web shop" }));
    await waitFor(() => expect(queries.at(-1)!.getAll("sales_channel_id[]")).toEqual(["sc_web"]));
    expect(queries.at(-1)!.getAll("region_id[]")).toEqual(["reg_eu"]);
  });

  it("shows the sales channel, and the name on the address when the customer has none", async () => {
    ordersAnswer([
      {
        ...order("order_1", 1001, "ann@example.com"),
        sales_channel: { ...getGetSalesChannelsResponseMock().sales_channels[0], name: "Web shop" },
        shipping_address: address({ first_name: "Ann", last_name: "Lee" }),
      },
    ]);
    render();
    const row = await screen.findByRole("row", { name: /Ann Lee/ });
    expect(row).toHaveTextContent("Web shop");
    expect(row).not.toHaveTextContent("ann@example.com");
  });

  it("exports the filtered orders as an order-export batch job", async () => {
    ordersAnswer([order("order_1", 1001, "ann@example.com")]);
    const created: unknown[] = [];
    const job = { ...getGetBatchJobsBatchJobResponseMock().batch_job, id: "batch_orders", type: "order-export" as const, dry_run: false, status: "processing" as const, result: null };
    server.use(
      getPostBatchJobsMockHandler(async ({ request }) => {
        created.push(await request.json());
        return { batch_job: job };
      }),
      getGetBatchJobsBatchJobMockHandler({ batch_job: job }),
    );
    const { user } = render("/a/orders?q=ann&status=pending");
    await screen.findByRole("row", { name: /ann@example\.com/ });
    await user.click(screen.getByRole("button", { name: "Export orders" }));
    const dialog = await screen.findByRole("dialog", { name: "Export orders" });
    expect(within(dialog).getByText("The search is not applied to exports: the filters are.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Export" }));
    expect(await within(dialog).findByText("Exporting…")).toBeInTheDocument();
    expect(created).toEqual([{ type: "order-export", context: { filterable_fields: { status: ["pending"] } }, dry_run: false }]);
  });
});
