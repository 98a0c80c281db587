import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getDeletePublishableApiKeySalesChannelsChannelsBatchMockHandler,
  getGetPublishableApiKeySalesChannelsMockHandler,
  getGetPublishableApiKeysPublishableApiKeyMockHandler,
  getGetStoreMockHandler,
  getPostPublishableApiKeysPublishableApiKeyRevokeMockHandler,
  getPostPublishableApiKysPublishableApiKeyMockHandler,
} from "@generated/mocks/admin/admin";
import { getGetProductsMockHandler as getStoreProductsMockHandler, getGetProductsResponseMock as storeProductsMock } from "@generated/mocks/store/store";
import { renderPage } from "@tests/support/render";
import { storeAnswer } from "@tests/support/store";
import { salesChannel } from "../../sales-channels/test-fixtures";
import { apiKey } from "../test-fixtures";
import ApiKeyDetailPage from "./ApiKeyDetailPage";

const KEY = apiKey("pk_web", "Webshop");
const CHANNEL = salesChannel("sc_web", "Web channel");
const storeProduct = (id: string, title: string) => ({ ...storeProductsMock().products[0], id, title, handle: title.toLowerCase(), thumbnail: null });

let previewCalls: { key: string | null; query: URLSearchParams }[];
let channels = [CHANNEL];
beforeEach(() => {
  previewCalls = [];
  channels = [CHANNEL];
  server.use(
    getGetStoreMockHandler(storeAnswer({ default_sales_channel_id: "sc_default" })),
    getGetPublishableApiKeysPublishableApiKeyMockHandler({ publishable_api_key: KEY }),
    getGetPublishableApiKeySalesChannelsMockHandler(() => ({ sales_channels: channels })),
    getStoreProductsMockHandler(({ request }) => {
      previewCalls.push({ key: request.headers.get("x-publishable-api-key"), query: new URL(request.url).searchParams });
      const products = [storeProduct("prod_cap", "Cap"), storeProduct("prod_tee", "Tee")];
      return { products, count: 2, offset: 0, limit: 15 };
    }),
  );
});

const render = (url = "/a/settings/publishable-api-keys/pk_web") =>
  renderPage(<ApiKeyDetailPage />, { path: "/a/settings/publishable-api-keys/:id", url, others: ["/a/settings/publishable-api-keys"] });

describe("publishable key page", () => {
  it("previews what a storefront sending the key lists: the store API's products, asked with the key", async () => {
    render("/a/settings/publishable-api-keys/pk_web?q=ca");
    expect(await screen.findByRole("heading", { level: 1, name: "Webshop" }, { timeout: 5000 })).toBeInTheDocument();
    const preview = screen.getByRole("table", { name: "Storefront preview" });
    expect(await within(preview).findByRole("link", { name: "Cap" })).toHaveAttribute("href", "/a/products/prod_cap");
    expect(within(preview).getByRole("link", { name: "Tee" })).toBeInTheDocument();
    const last = previewCalls.at(-1)!;
    expect(last.key).toBe("pk_web");
    expect(last.query.get("q")).toBe("ca");
    expect(screen.queryByTestId("preview-unscoped")).not.toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Sales channels" })).getByRole("link", { name: "Web channel" })).toHaveAttribute(
      "href",
      "/a/settings/sales-channels/sc_web",
    );
  });

  it("says that a key without sales channels limits nothing", async () => {
    channels = [];
    render();
    expect(await screen.findByTestId("preview-unscoped", {}, { timeout: 5000 })).toHaveTextContent("This key has no sales channels, so it limits nothing");
    expect(screen.getByText("No sales channels: this key limits nothing.")).toBeInTheDocument();
  });

  it("removes a sales channel after a question, then reads the preview again", async () => {
    const bodies: unknown[] = [];
    server.use(
      getDeletePublishableApiKeySalesChannelsChannelsBatchMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        channels = [];
        return { publishable_api_key: KEY };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Remove Web channel" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Web channel from the key?" });
    expect(dialog).toHaveTextContent("Storefronts sending Webshop no longer see the products of Web channel.");
    await waitFor(() => expect(previewCalls.length).toBeGreaterThan(0));
    const before = previewCalls.length;
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(bodies).toEqual([{ sales_channel_ids: [{ id: "sc_web" }] }]));
    await waitFor(() => expect(previewCalls.length).toBeGreaterThan(before));
    expect(await screen.findByTestId("preview-unscoped")).toBeInTheDocument();
  });

  it("revokes the key after a question, with one request however fast it is confirmed", async () => {
    const revoked: string[] = [];
    server.use(
      getPostPublishableApiKeysPublishableApiKeyRevokeMockHandler(({ params }) => {
        revoked.push(String(params.id));
        return { publishable_api_key: { ...KEY, revoked_at: "2026-11-24T00:00:00Z" } };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Revoke" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke Webshop?" });
    const confirm = within(dialog).getByRole("button", { name: "Revoke" });
    await user.dblClick(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(revoked).toEqual(["pk_web"]));
  });

  it("renames the key", async () => {
    const bodies: unknown[] = [];
    server.use(
      getPostPublishableApiKysPublishableApiKeyMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { publishable_api_key: { ...KEY, title: "Web shop" } };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Edit" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Edit publishable key" });
    const title = within(dialog).getByRole("textbox", { name: /Title/ });
    await user.clear(title);
    await user.type(title, "Web shop");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(bodies).toEqual([{ title: "Web shop" }]));
  });
});
