import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import { renderPage } from "@tests/support/render";
import { getGetStoreMockHandler } from "@generated/mocks/admin/admin";
import { toaster } from "@app/components/toaster";
import { storeAnswer } from "@tests/support/store";
import StoreDetailsPage from "./StoreDetailsPage";

const LOADED = { timeout: 5000 };
const store = {
  name: "Acme",
  swap_link_template: null,
  payment_link_template: "https://acme.test/pay/{cart_id}",
  invite_link_template: null,
  metadata: { source: "seed", count: 3 },
  updated_at: "2026-05-01T10:00:00Z",
};

afterEach(() => vi.restoreAllMocks());

describe("store details", () => {
  it("sends only what changed and says what each template makes", async () => {
    const toast = vi.spyOn(toaster, "create");
    const bodies: unknown[] = [];
    let current = storeAnswer(store);
    server.use(
      getGetStoreMockHandler(() => current),
      http.post("*/admin/store", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        current = storeAnswer({ ...current.store, ...body, metadata: { count: 3 }, updated_at: "2026-05-02T10:00:00Z" });
        return HttpResponse.json({ store: current.store });
      }),
    );
    const { user } = renderPage(<StoreDetailsPage />, { path: "/a/settings/details" });
    const name = await screen.findByRole("textbox", { name: /Store name/ }, LOADED);
    expect(name).toHaveValue("Acme");
    expect(screen.getByText("Example: https://acme.test/pay/cart_01HXAMPLE")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();

    const swap = screen.getByRole("textbox", { name: "Exchange payment link" });
    await user.type(swap, "https://acme.test/swap");
    expect(screen.getByText(/This template has no \{cart_id\}/)).toBeInTheDocument();
    await user.type(swap, "/{{cart_id}");
    expect(screen.getByText("Example: https://acme.test/swap/cart_01HXAMPLE")).toBeInTheDocument();
    expect(screen.getByText(/\{invite_token\} becomes the invite's token/)).toBeInTheDocument();
    // a cleared template is sent as null (no template), not as ""
    await user.clear(screen.getByRole("textbox", { name: "Draft order payment link" }));
    // a removed metadata row is sent as its key with ""
    await user.click(screen.getAllByRole("button", { name: /delete|remove/i })[0]);

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: "success", description: "The store details were saved" })), LOADED);
    expect(bodies).toEqual([{ swap_link_template: "https://acme.test/swap/{cart_id}", payment_link_template: null, metadata: { source: "" } }]);
    // the form starts again from the saved store
    await waitFor(() => expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled(), LOADED);
    expect(screen.getByRole("textbox", { name: "Exchange payment link" })).toHaveValue("https://acme.test/swap/{cart_id}");
  });

  it("keeps what was typed and says why when the server refuses the save", async () => {
    server.use(
      getGetStoreMockHandler(storeAnswer(store)),
      http.post("*/admin/store", () => HttpResponse.json({ type: "invalid_data", message: "invite_link_template must be a string" }, { status: 400 })),
    );
    const { user } = renderPage(<StoreDetailsPage />, { path: "/a/settings/details" });
    const name = await screen.findByRole("textbox", { name: /Store name/ }, LOADED);
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    // an empty name is refused before any request
    expect(await screen.findByText(/required/i)).toBeInTheDocument();
    await user.type(name, "Acme Outlet");
    await user.type(screen.getByRole("textbox", { name: "Invite link" }), "https://admin.acme.test/invite?token={{invite_token}");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("alert", {}, LOADED)).toHaveTextContent("invite_link_template must be a string");
    expect(name).toHaveValue("Acme Outlet");
    expect(screen.getByRole("textbox", { name: "Invite link" })).toHaveValue("https://admin.acme.test/invite?token={invite_token}");
  });
});
