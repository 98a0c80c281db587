import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetSalesChannelsMockHandler, getGetStockLocationsStockLocationMockHandler } from "@generated/mocks/admin/admin";
import type { SalesChannel, StockLocationExpandedDto } from "@generated/admin/types.gen";
import { renderPage } from "@tests/support/render";
import LocationDetailPage from "./LocationDetailPage";

const AT = "2026-01-01T00:00:00.000Z";
const channel = (id: string, name: string): SalesChannel => ({ id, name, description: null, is_disabled: false, created_at: AT, updated_at: AT, deleted_at: null, metadata: null });
const WEB = channel("sc_web", "Web shop");
const APP = channel("sc_app", "App");
const location = (channels: SalesChannel[]): StockLocationExpandedDto => ({
  id: "sloc_1",
  name: "Hamburg",
  address_id: null,
  address: null,
  metadata: null,
  created_at: AT,
  updated_at: AT,
  sales_channels: channels,
});

let requests: { method: string; channel: string; body: unknown }[];
beforeEach(() => {
  requests = [];
  server.use(
    getGetStockLocationsStockLocationMockHandler({ stock_location: location([WEB]) }),
    getGetSalesChannelsMockHandler({ sales_channels: [WEB, APP], count: 2, offset: 0, limit: 1000 }),
    // The link is made on the channel's side: adding answers the channel, removing a deletion (as the real server does).
    http.all("*/admin/sales-channels/:id/stock-locations", async ({ request, params }) => {
      requests.push({ method: request.method, channel: String(params.id), body: await request.json() });
      if (request.method === "DELETE") return HttpResponse.json({ id: params.id, object: "stock-location", deleted: true });
      return HttpResponse.json({ sales_channel: params.id === APP.id ? APP : WEB });
    }),
  );
});

const render = () => renderPage(<LocationDetailPage />, { path: "/a/settings/locations/:id", url: "/a/settings/locations/sloc_1" });
const channels = () => screen.findByRole("region", { name: "Sales channels" }, { timeout: 5000 });

describe("stock location page, its sales channels", () => {
  it("adds one of the channels not served yet, with one request on the channel's side", async () => {
    const { user } = render();
    await user.click(within(await channels()).getByRole("button", { name: "Add sales channel" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a sales channel to Hamburg" });
    const select = within(dialog).getByRole("combobox", { name: /Sales channel/ });
    await waitFor(() => expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose a sales channel", "App"]));
    await user.selectOptions(select, "sc_app");
    await user.dblClick(within(dialog).getByRole("button", { name: "Add sales channel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add a sales channel to Hamburg" })).not.toBeInTheDocument());
    expect(requests).toEqual([{ method: "POST", channel: "sc_app", body: { location_id: "sloc_1" } }]);
  });

  it("asks before removing a channel, then sends one request", async () => {
    const { user } = render();
    await user.click(within(await channels()).getByRole("button", { name: "Remove Web shop" }));
    const ask = await screen.findByRole("alertdialog", { name: "Remove Web shop?" });
    expect(ask).toHaveTextContent("Orders of Web shop are no longer fulfilled from Hamburg.");
    expect(requests).toEqual([]);
    await user.click(within(ask).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(requests).toEqual([{ method: "DELETE", channel: "sc_web", body: { location_id: "sloc_1" } }]));
  });
});
