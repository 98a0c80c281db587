import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetSalesChannelsMockHandler, getGetStoreMockHandler, getPostSalesChannelsMockHandler } from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { storeAnswer } from "@tests/support/store";
import SalesChannelsPage from "./SalesChannelsPage";
import { salesChannel } from "./test-fixtures";

const CHANNELS = [salesChannel("sc_default", "Webshop", { description: "Created by Medusa" }), salesChannel("sc_popup", "Pop-up", { is_disabled: true })];

let queries: URLSearchParams[];
beforeEach(() => {
  queries = [];
  server.use(
    getGetStoreMockHandler(storeAnswer({ default_sales_channel_id: "sc_default" })),
    getGetSalesChannelsMockHandler(({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return { sales_channels: CHANNELS, count: 2, offset: 0, limit: 15 };
    }),
  );
});

/** The create answered 400 with the server's reason. */
function refusal() {
  return getPostSalesChannelsMockHandler(() => {
    throw Response.json({ type: "invalid_data", message: "Name is taken" }, { status: 400 });
  });
}

const render = (url = "/a/settings/sales-channels") =>
  renderPage(<SalesChannelsPage />, { path: "/a/settings/sales-channels", url, others: ["/a/settings/sales-channels/:id"] });

describe("sales channels list", () => {
  it("lists the channels with their state, the default one marked, searched by the server", async () => {
    render("/a/settings/sales-channels?q=pop");
    const table = await screen.findByRole("table", { name: "Sales channels" }, { timeout: 5000 });
    const webshop = await within(table).findByRole("row", { name: /Webshop/ });
    await waitFor(() => expect(within(webshop).getByText("Default")).toBeInTheDocument());
    expect(within(webshop).getByText("Enabled")).toBeInTheDocument();
    expect(within(within(table).getByRole("row", { name: /Pop-up/ })).getByText("Disabled")).toBeInTheDocument();
    expect(queries.at(-1)?.get("q")).toBe("pop");
  });

  it("creates a channel with one request and opens it", async () => {
    const bodies: unknown[] = [];
    server.use(
      getPostSalesChannelsMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { sales_channel: salesChannel("sc_new", "Marketplace") };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "New sales channel" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "New sales channel" });
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "  Marketplace ");
    await user.dblClick(within(dialog).getByRole("button", { name: "Create channel" }));
    expect(await screen.findByText("at /a/settings/sales-channels/:id")).toBeInTheDocument();
    expect(bodies).toEqual([{ name: "Marketplace" }]);
  });

  it("asks for a name, and keeps what was typed when the server refuses", async () => {
    server.use(refusal());
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "New sales channel" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "New sales channel" });
    await user.click(within(dialog).getByRole("button", { name: "Create channel" }));
    expect(await within(dialog).findByText(/required/i)).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Outlet");
    await user.type(within(dialog).getByRole("textbox", { name: /Description/ }), "Last season");
    await user.click(within(dialog).getByRole("button", { name: "Create channel" }));
    expect(await within(dialog).findByText("Name is taken")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue("Outlet");
    expect(within(dialog).getByRole("textbox", { name: /Description/ })).toHaveValue("Last season");
  });
});

