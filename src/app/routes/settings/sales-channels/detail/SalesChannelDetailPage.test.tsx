import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getDeleteSalesChannelsChannelProductsBatchMockHandler,
  getDeleteSalesChannelsSalesChannelMockHandler,
  getGetProductsMockHandler,
  getGetProductsResponseMock,
  getGetSalesChannelsSalesChannelMockHandler,
  getGetStockLocationsMockHandler,
  getGetStockLocationsResponseMock,
  getGetStoreMockHandler,
  getPostSalesChannelsChannelProductsBatchMockHandler,
  getPostSalesChannelsSalesChannelMockHandler,
  getPostSalesChannelsSalesChannelStockLocationMockHandler,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { storeAnswer } from "@tests/support/store";
import { FeatureFlagProvider } from "@app/providers/feature-flags";
import { salesChannel } from "../test-fixtures";
import SalesChannelDetailPage from "./SalesChannelDetailPage";

type Product = ReturnType<typeof getGetProductsResponseMock>["products"][number];
const product = (id: string, title: string): Product => ({ ...getGetProductsResponseMock().products[0], id, title, status: "published", thumbnail: null });
const IN_CHANNEL = [product("prod_cap", "Cap"), product("prod_tee", "Tee")];
const OTHERS = [product("prod_mug", "Mug")];
const CHANNEL = salesChannel("sc_popup", "Pop-up", { description: "Summer market" });

let productQueries: URLSearchParams[];
let channel = CHANNEL;
beforeEach(() => {
  productQueries = [];
  channel = CHANNEL;
  server.use(
    getGetStoreMockHandler(storeAnswer({ default_sales_channel_id: "sc_default" })),
    getGetSalesChannelsSalesChannelMockHandler(() => ({ sales_channel: channel })),
    getGetProductsMockHandler(({ request }) => {
      const q = new URL(request.url).searchParams;
      productQueries.push(q);
      const products = q.getAll("sales_channel_id[]").length ? IN_CHANNEL : [...IN_CHANNEL, ...OTHERS];
      return { products, count: products.length, offset: 0, limit: 15 };
    }),
  );
});

const render = () =>
  renderPage(
    <FeatureFlagProvider>
      <SalesChannelDetailPage />
    </FeatureFlagProvider>,
    { path: "/a/settings/sales-channels/:id", url: `/a/settings/sales-channels/${channel.id}`, others: ["/a/settings/sales-channels"] },
  );

/** Records the bodies a mock handler factory's route receives, answering `answer`. */
function record<A>(handler: (fn: (info: { request: Request }) => Promise<A>) => Parameters<typeof server.use>[0], answer: A) {
  const bodies: unknown[] = [];
  server.use(
    handler(async ({ request }) => {
      bodies.push(await request.json());
      return answer;
    }),
  );
  return bodies;
}

describe("sales channel page", () => {
  it("shows the channel and lists its products from the server", async () => {
    render();
    expect(await screen.findByRole("heading", { level: 1, name: "Pop-up" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("Summer market")).toBeInTheDocument();
    await within(screen.getByRole("table", { name: "Products" })).findByRole("row", { name: /Cap/ });
    expect(productQueries.at(-1)?.getAll("sales_channel_id[]")).toEqual(["sc_popup"]);
    // basic mode: no stock locations
    expect(screen.queryByRole("region", { name: "Stock locations" })).not.toBeInTheDocument();
  });

  it("adds the products picked in one batch", async () => {
    const bodies = record(getPostSalesChannelsChannelProductsBatchMockHandler, { sales_channel: CHANNEL });
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Add products" }, { timeout: 5000 }));
    const picker = await screen.findByRole("dialog", { name: "Add products to Pop-up" });
    expect(await within(picker).findByRole("checkbox", { name: "Select Cap" })).toBeDisabled();
    await user.click(within(picker).getByRole("checkbox", { name: "Select Mug" }));
    await user.click(within(picker).getByRole("button", { name: "Add 1 product" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies).toEqual([{ product_ids: [{ id: "prod_mug" }] }]);
  });

  it("removes the selected products after a question", async () => {
    const bodies = record(getDeleteSalesChannelsChannelProductsBatchMockHandler, { sales_channel: CHANNEL });
    const { user } = render();
    await user.click(await screen.findByRole("checkbox", { name: "Select Cap" }, { timeout: 5000 }));
    await user.click(screen.getByRole("checkbox", { name: "Select Tee" }));
    await user.click(within(screen.getByRole("region", { name: "Actions on selected rows" })).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove the selected products from Pop-up?" });
    expect(dialog).toHaveTextContent("2 products are removed from Pop-up. They stay in the catalog.");
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(bodies).toEqual([{ product_ids: [{ id: "prod_cap" }, { id: "prod_tee" }] }]));
  });

  it("disables the channel after a question, with one request however fast it is confirmed", async () => {
    const bodies = record(getPostSalesChannelsSalesChannelMockHandler, { sales_channel: { ...CHANNEL, is_disabled: true } });
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Disable" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("alertdialog", { name: "Disable Pop-up?" });
    const confirm = within(dialog).getByRole("button", { name: "Disable" });
    await user.dblClick(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(bodies).toEqual([{ is_disabled: true }]));
  });

  it("edits the name and description", async () => {
    const bodies = record(getPostSalesChannelsSalesChannelMockHandler, { sales_channel: { ...CHANNEL, name: "Pop-up store" } });
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Edit" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Edit sales channel" });
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    await user.clear(name);
    await user.type(name, "Pop-up store");
    await user.clear(within(dialog).getByRole("textbox", { name: /Description/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(bodies).toEqual([{ name: "Pop-up store", description: "" }]));
  });

  it("deletes the channel after a question, then goes to the list", async () => {
    const deleted: string[] = [];
    server.use(
      getDeleteSalesChannelsSalesChannelMockHandler(({ params }) => {
        deleted.push(String(params.id));
        return { id: String(params.id), object: "sales-channel", deleted: true };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Delete" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Pop-up?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("at /a/settings/sales-channels")).toBeInTheDocument();
    expect(deleted).toEqual(["sc_popup"]);
  });

  it("does not offer to delete the default channel, and says why", async () => {
    channel = salesChannel("sc_default", "Webshop");
    render();
    await screen.findByRole("heading", { level: 1, name: "Webshop" }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete" })).toBeDisabled());
    expect(screen.getByText("This is the store’s default sales channel: it cannot be deleted.")).toBeInTheDocument();
  });

  it("in inventory mode lists the channel's stock locations and adds one", async () => {
    const location = (id: string, name: string, channels: string[]) => ({
      ...getGetStockLocationsResponseMock().stock_locations[0],
      id,
      name,
      sales_channels: channels.map((c) => salesChannel(c, c)),
    });
    server.use(
      getGetStoreMockHandler(storeAnswer({ default_sales_channel_id: "sc_default", modules: [{ module: "inventoryService", resolution: "x" }, { module: "stockLocationService", resolution: "x" }] })),
      getGetStockLocationsMockHandler({
        stock_locations: [location("sloc_paris", "Paris", ["sc_popup"]), location("sloc_lyon", "Lyon", ["sc_default"])],
        count: 2,
        offset: 0,
        limit: 1000,
      }),
    );
    const bodies = record(getPostSalesChannelsSalesChannelStockLocationMockHandler, { sales_channel: CHANNEL });
    const { user } = render();
    const section = await screen.findByRole("region", { name: "Stock locations" }, { timeout: 5000 });
    expect(await within(section).findByText("Paris")).toBeInTheDocument();
    expect(within(section).queryByText("Lyon")).not.toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Add location" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a stock location to Pop-up" });
    expect(within(dialog).getByRole("combobox", { name: "Stock location" })).toHaveValue("sloc_lyon");
    await user.click(within(dialog).getByRole("button", { name: "Add location" }));
    await waitFor(() => expect(bodies).toEqual([{ location_id: "sloc_lyon" }]));
  });

  it("says when the channel does not exist", async () => {
    server.use(http.get("*/admin/sales-channels/:id", () => HttpResponse.json({ type: "not_found", message: "Not found" }, { status: 404 })));
    render();
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("This sales channel does not exist or was deleted.");
    expect(screen.getByRole("link", { name: "Back to sales channels" })).toHaveAttribute("href", "/a/settings/sales-channels");
  });
});
