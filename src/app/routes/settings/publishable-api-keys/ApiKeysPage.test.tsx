import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getGetPublishableApiKeysMockHandler,
  getGetSalesChannelsMockHandler,
  getPostPublishableApiKeySalesChannelsChannelsBatchMockHandler,
  getPostPublishableApiKeysMockHandler,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { salesChannel } from "../sales-channels/test-fixtures";
import ApiKeysPage from "./ApiKeysPage";
import { apiKey } from "./test-fixtures";

const KEYS = [apiKey("pk_web", "Webshop"), apiKey("pk_old", "Old app", { revoked_at: "2026-01-02T00:00:00Z" })];

let calls: string[];
beforeEach(() => {
  calls = [];
  server.use(
    getGetPublishableApiKeysMockHandler({ publishable_api_keys: KEYS, count: 2, offset: 0, limit: 15 }),
    getGetSalesChannelsMockHandler({ sales_channels: [salesChannel("sc_web", "Webshop channel"), salesChannel("sc_app", "App channel")], count: 2, offset: 0, limit: 1000 }),
    getPostPublishableApiKeysMockHandler(async ({ request }) => {
      calls.push(`create ${JSON.stringify(await request.json())}`);
      return { publishable_api_key: apiKey("pk_new", "Kiosk") };
    }),
  );
});

const render = () =>
  renderPage(<ApiKeysPage />, { path: "/a/settings/publishable-api-keys", others: ["/a/settings/publishable-api-keys/:id"] });

async function createKiosk(user: ReturnType<typeof render>["user"]) {
  await user.click(await screen.findByRole("button", { name: "New publishable key" }, { timeout: 5000 }));
  const dialog = await screen.findByRole("dialog", { name: "New publishable key" });
  await user.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Kiosk");
  const channels = within(dialog).getByRole("combobox", { name: "Sales channels" });
  await user.click(channels);
  await user.type(channels, "App");
  await user.click(await screen.findByRole("option", { name: "App channel" }));
  await user.click(within(dialog).getByRole("button", { name: "Create key" }));
}

describe("publishable keys list", () => {
  it("lists each key with its state and the key to copy", async () => {
    render();
    const table = await screen.findByRole("table", { name: "Publishable API keys" }, { timeout: 5000 });
    const web = await within(table).findByRole("row", { name: /Webshop/ });
    expect(within(web).getByText("pk_web")).toBeInTheDocument();
    expect(within(web).getByRole("button", { name: "Copy the key of Webshop" })).toBeInTheDocument();
    expect(within(web).getByText("Active")).toBeInTheDocument();
    expect(within(within(table).getByRole("row", { name: /Old app/ })).getByText("Revoked")).toBeInTheDocument();
  });

  it("creates a key, then scopes it to the channels chosen, then opens it", async () => {
    server.use(
      getPostPublishableApiKeySalesChannelsChannelsBatchMockHandler(async ({ request, params }) => {
        calls.push(`scope ${String(params.id)} ${JSON.stringify(await request.json())}`);
        return { publishable_api_key: apiKey("pk_new", "Kiosk") };
      }),
    );
    const { user } = render();
    await createKiosk(user);
    expect(await screen.findByText("at /a/settings/publishable-api-keys/:id")).toBeInTheDocument();
    expect(calls).toEqual(['create {"title":"Kiosk"}', 'scope pk_new {"sales_channel_ids":[{"id":"sc_app"}]}']);
  });

  it("opens the key created even when its channels are refused (creating it again would make two)", async () => {
    server.use(
      getPostPublishableApiKeySalesChannelsChannelsBatchMockHandler(() => {
        calls.push("scope");
        throw Response.json({ type: "invalid_data", message: "Sales channel not found" }, { status: 400 });
      }),
    );
    const { user } = render();
    await createKiosk(user);
    expect(await screen.findByText("at /a/settings/publishable-api-keys/:id")).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['create {"title":"Kiosk"}', "scope"]));
  });
});
