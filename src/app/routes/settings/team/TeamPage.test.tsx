import { screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import {
  getDeleteInvitesInviteMockHandler,
  getDeleteUsersUserMockHandler,
  getGetAuthMockHandler,
  getGetInvitesMockHandler,
  getGetInvitesResponseMock,
  getGetStoreMockHandler,
  getGetUsersMockHandler,
  getGetUsersResponseMock,
  getPostInvitesInviteResendMockHandler,
  getPostInvitesMockHandler,
  getPostUsersUserMockHandler,
} from "@generated/mocks/admin/admin";
import type { Invite, User } from "@generated/admin/types.gen";
import { renderPage } from "@tests/support/render";
import { storeAnswer } from "@tests/support/store";
import { toaster } from "@app/components/toaster";
import TeamPage from "./TeamPage";

const user = (id: string, first: string, last: string, email: string, role: User["role"] = "member"): User => ({
  ...getGetUsersResponseMock().users[0],
  id,
  first_name: first,
  last_name: last,
  email,
  role,
  created_at: "2026-05-01T10:00:00Z",
});
const ME = user("usr_me", "Ada", "Admin", "ada@shop.test", "admin");
const BOB = user("usr_bob", "Bob", "Builder", "bob@shop.test");

const invite = (id: string, email: string, expires: string): Invite => ({
  ...getGetInvitesResponseMock().invites[0],
  id,
  user_email: email,
  role: "developer",
  token: `tok-${id}`,
  expires_at: expires,
  accepted: false,
  deleted_at: null,
});
const FRESH = invite("invite_1", "new@shop.test", "2999-01-01T00:00:00Z");
const STALE = invite("invite_2", "late@shop.test", "2020-01-01T00:00:00Z");

let requests: { method: string; path: string; body?: unknown }[];
// Answers after a while, so that a second click of a fast double click comes while the first waits.
const record = (method: string) => async ({ request }: { request: Request }) => {
  await delay(50);
  requests.push({ method, path: new URL(request.url).pathname, body: method === "DELETE" ? undefined : await request.clone().json().catch(() => undefined) });
};

beforeEach(() => {
  requests = [];
  server.use(
    getGetAuthMockHandler({ user: ME }),
    getGetUsersMockHandler({ users: [ME, BOB], count: 2, offset: 0, limit: 15 }),
    getGetInvitesMockHandler({ invites: [FRESH, STALE] }),
    getGetStoreMockHandler(storeAnswer({ invite_link_template: "https://admin.shop.test/invite?token={invite_token}" })),
  );
});
afterEach(() => vi.restoreAllMocks());

const render = () => renderPage(<TeamPage />, { path: "/a/settings/team" });
const LOADED = { timeout: 5000 };

describe("team settings", () => {
  it("lists the users with their roles; the signed-in user cannot delete themselves", async () => {
    render();
    const users = await screen.findByRole("table", { name: "Users" }, LOADED);
    const bob = await within(users).findByRole("row", { name: /Bob Builder/ }, LOADED);
    expect(bob).toHaveTextContent("Member");
    const me = within(users).getByRole("row", { name: /Ada Admin/ });
    expect(me).toHaveTextContent("You");
    await waitFor(() => expect(within(me).getByRole("button", { name: "Delete Ada Admin" })).toBeDisabled());
    expect(within(bob).getByRole("button", { name: "Delete Bob Builder" })).toBeEnabled();
  });

  it("deletes another user after asking, naming them, with one request", async () => {
    const toast = vi.spyOn(toaster, "create");
    server.use(
      getDeleteUsersUserMockHandler(async (info) => {
        await record("DELETE")(info);
        return { id: "usr_bob", object: "user", deleted: true };
      }),
    );
    const { user: u } = render();
    await u.click(await screen.findByRole("button", { name: "Delete Bob Builder" }, LOADED));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Bob Builder?" });
    expect(dialog).toHaveTextContent("Bob Builder (bob@shop.test) will no longer be able to sign in.");
    await u.dblClick(within(dialog).getByRole("button", { name: "Delete user" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: "Bob Builder was deleted" })));
    expect(requests).toEqual([{ method: "DELETE", path: "/admin/users/usr_bob" }]);
  });

  it("changes a user's role", async () => {
    server.use(
      getPostUsersUserMockHandler(async (info) => {
        await record("POST")(info);
        return { user: { ...BOB, role: "developer" } };
      }),
    );
    const { user: u } = render();
    await u.click(await screen.findByRole("button", { name: "Edit Bob Builder" }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "Edit user" });
    await u.selectOptions(within(dialog).getByRole("combobox", { name: /Role/ }), "Developer");
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit user" })).not.toBeInTheDocument());
    expect(requests).toEqual([{ method: "POST", path: "/admin/users/usr_bob", body: { first_name: "Bob", last_name: "Builder", role: "developer" } }]);
  });

  it("invites a person with a role; a refusal is said in the dialog, which keeps the email", async () => {
    server.use(
      http.post(
        "*/admin/invites",
        async (info) => {
          await record("POST")(info);
          return HttpResponse.json({ type: "invalid_data", message: "User already exists" }, { status: 400 });
        },
        { once: true },
      ),
      getPostInvitesMockHandler(async (info) => {
        await record("POST")(info);
        return "OK" as const;
      }),
    );
    const { user: u } = render();
    await u.click(await screen.findByRole("button", { name: "Invite user" }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "Invite a user" });
    const email = within(dialog).getByRole("textbox", { name: /Email/ });
    await u.type(email, "nina@shop.test");
    await u.selectOptions(within(dialog).getByRole("combobox", { name: /Role/ }), "Developer");
    await u.click(within(dialog).getByRole("button", { name: "Send invite" }));
    expect(await within(dialog).findByText(/User already exists/)).toBeInTheDocument();
    expect(email).toHaveValue("nina@shop.test");
    await u.click(within(dialog).getByRole("button", { name: "Send invite" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Invite a user" })).not.toBeInTheDocument());
    expect(requests.map((r) => r.body)).toEqual([
      { user: "nina@shop.test", role: "developer" },
      { user: "nina@shop.test", role: "developer" },
    ]);
  });

  it("marks expired invites, copies the accept link, resends and deletes after asking", async () => {
    const toast = vi.spyOn(toaster, "create");
    server.use(
      getPostInvitesInviteResendMockHandler(async (info) => {
        await record("POST")(info);
        return "OK" as const;
      }),
      getDeleteInvitesInviteMockHandler(async (info) => {
        await record("DELETE")(info);
        return { id: "invite_2", object: "invite", deleted: true };
      }),
    );
    const { user: u } = render();
    const invites = await screen.findByRole("table", { name: "Invites" }, LOADED);
    const fresh = await within(invites).findByRole("row", { name: /new@shop.test/ });
    const stale = within(invites).getByRole("row", { name: /late@shop.test/ });
    expect(fresh).toHaveTextContent("Pending");
    expect(fresh).toHaveTextContent("Developer");
    expect(stale).toHaveTextContent("Expired");

    const write = vi.spyOn(navigator.clipboard, "writeText");
    await u.click(await within(fresh).findByRole("button", { name: "Copy link for new@shop.test" }));
    await waitFor(() => expect(write).toHaveBeenCalledWith("https://admin.shop.test/invite?token=tok-invite_1"));

    await u.dblClick(within(stale).getByRole("button", { name: "Resend the invite to late@shop.test" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: "The invite to late@shop.test was sent again" })));

    await u.click(within(stale).getByRole("button", { name: "Delete the invite to late@shop.test" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the invite to late@shop.test?" });
    await u.click(within(dialog).getByRole("button", { name: "Delete invite" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: "The invite to late@shop.test was deleted" })));
    expect(requests).toEqual([
      { method: "POST", path: "/admin/invites/invite_2/resend", body: undefined },
      { method: "DELETE", path: "/admin/invites/invite_2" },
    ]);
  });

  it("says so instead of copying when the store has no invite link template", async () => {
    server.use(getGetStoreMockHandler(storeAnswer({ invite_link_template: null })));
    render();
    expect(await screen.findByText(/No invite link template/, {}, LOADED)).toBeInTheDocument();
    const invites = screen.getByRole("table", { name: "Invites" });
    expect(within(invites).queryByRole("button", { name: /Copy link/ })).not.toBeInTheDocument();
  });
});
