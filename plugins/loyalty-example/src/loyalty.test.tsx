// The example plugin registered as the dashboard registers it, on the
// generated MSW handlers: its page, widget and settings page.
import { screen, within } from "@testing-library/react";
import i18next from "i18next";
import { Outlet } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetCustomersMockHandler, getGetCustomersResponseMock, getGetOrdersMockHandler, getGetOrdersResponseMock } from "@generated/mocks/admin/admin";
import { ExtensionsProvider, WidgetZone } from "@admin/extensions";
import PluginRoutes from "@app/extensions/PluginRoutes";
import { registerPlugins } from "@app/extensions/register";
import { createExtensionStore } from "@app/extensions/store";
import { renderRoutes } from "@tests/support/render";
import plugin from "./index";

const order = getGetOrdersResponseMock().orders[0];
const customer = (email: string, first_name: string | null, orders: number) => ({
  ...getGetCustomersResponseMock().customers[0],
  email,
  first_name,
  last_name: null,
  orders: Array.from({ length: orders }, () => order) as never,
});

function renderAt(url: string) {
  const store = createExtensionStore();
  registerPlugins(store, [{ source: "./plugins/loyalty-example", loaded: plugin }], i18next);
  return renderRoutes(
    [
      {
        path: "/a",
        element: (
          <ExtensionsProvider store={store}>
            <Outlet />
          </ExtensionsProvider>
        ),
        children: [
          { path: "orders", element: <WidgetZone name="order.list.before" /> },
          { path: "orders/:id", element: <WidgetZone name="order.details.after" entity={{ ...order, customer_id: "cus_gold" }} /> },
          { path: "*", element: <PluginRoutes /> },
        ],
      },
    ],
    url,
  );
}

beforeEach(() => {
  localStorage.clear();
  server.use(
    getGetCustomersMockHandler(({ request }) => {
      const all = [customer("gold@example.com", "Goldie", 6), customer("silver@example.com", "Sil", 2), customer("new@example.com", null, 0)];
      const limit = Number(new URL(request.url).searchParams.get("limit"));
      return { customers: all.slice(0, limit), count: all.length, offset: 0, limit };
    }),
  );
});

describe("loyalty example plugin", () => {
  it("lists customers with their order counts and tiers", async () => {
    renderAt("/a/loyalty");
    const table = await screen.findByRole("table", { name: "Customers by loyalty" });
    expect(screen.getByRole("heading", { name: "Loyalty", level: 1 })).toBeInTheDocument();
    const rows = within(table).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell").map((c) => c.textContent));
    expect(rows).toEqual([
      ["Goldie", "gold@example.com", "6", "Gold"],
      ["Sil", "silver@example.com", "2", "Silver"],
      ["—", "new@example.com", "0", "No orders"],
    ]);
  });

  it("shows the number of customers above the orders list", async () => {
    renderAt("/a/orders");
    const widget = await screen.findByTestId("loyalty-widget");
    expect(await within(widget).findByText("3")).toBeInTheDocument();
    expect(within(widget).getByRole("link", { name: "Loyalty overview" })).toHaveAttribute("href", "/a/loyalty");
  });

  it("shows the tier of the order's customer below the order, from their number of orders", async () => {
    const asked: (string | null)[] = [];
    server.use(
      getGetOrdersMockHandler(({ request }) => {
        asked.push(new URL(request.url).searchParams.get("customer_id"));
        return { orders: [order], count: 6, offset: 0, limit: 1 };
      }),
    );
    renderAt("/a/orders/order_1");
    const widget = await screen.findByTestId("loyalty-order-widget");
    expect(await within(widget).findByText("Gold")).toBeInTheDocument();
    expect(asked).toEqual(["cus_gold"]);
  });

  it("has a settings page whose tiers the list uses", async () => {
    const { user } = renderAt("/a/settings/loyalty");
    await screen.findByRole("heading", { name: "Loyalty tiers" });
    const gold = screen.getByRole("spinbutton", { name: "Orders for gold" });
    await user.clear(gold);
    await user.type(gold, "10");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("status")).toHaveTextContent("The tiers were saved.");
    expect(JSON.parse(localStorage.getItem("loyalty-example:thresholds")!)).toEqual({ silver: 2, gold: 10 });
  });
});
