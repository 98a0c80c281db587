import { screen, waitFor, within } from "@testing-library/react";
import { delay } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import { getGetAuthMockHandler, getGetUsersResponseMock, getPostUsersUserMockHandler, getPostUsersUserPasswordTokenMockHandler } from "@generated/mocks/admin/admin";
import type { User } from "@generated/admin/types.gen";
import { renderPage } from "@tests/support/render";
import { i18n } from "@app/i18n/i18n";
import ProfilePage from "./ProfilePage";

const ME: User = { ...getGetUsersResponseMock().users[0], id: "usr_me", first_name: "Ada", last_name: "Lovelace", email: "ada@shop.test", api_token: null };

let current: User;
let posts: unknown[];
beforeEach(() => {
  current = ME;
  posts = [];
  server.use(
    getGetAuthMockHandler(() => ({ user: current })),
    getPostUsersUserMockHandler(async ({ request }) => {
      const body = (await request.json()) as Partial<User>;
      posts.push(body);
      await delay(50);
      current = { ...current, ...body, updated_at: new Date().toISOString() };
      return { user: current };
    }),
  );
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage("en");
});

const render = () => renderPage(<ProfilePage />, { path: "/a/settings/personal-information" });
const LOADED = { timeout: 5000 };

describe("personal profile", () => {
  it("saves the first and last name", async () => {
    const { user } = render();
    const section = await screen.findByRole("region", { name: "Name" }, LOADED);
    const first = within(section).getByRole("textbox", { name: "First name" });
    expect(first).toHaveValue("Ada");
    await user.clear(first);
    await user.type(first, " Augusta ");
    await user.click(within(section).getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(posts).toEqual([{ first_name: "Augusta", last_name: "Lovelace" }]));
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Name" })).getByRole("textbox", { name: "First name" })).toHaveValue("Augusta"));
  });

  it("sends a password-reset email to the user's address and says so", async () => {
    const bodies: unknown[] = [];
    server.use(
      getPostUsersUserPasswordTokenMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
      }),
    );
    const { user } = render();
    const section = await screen.findByRole("region", { name: "Password" }, LOADED);
    await user.dblClick(within(section).getByRole("button", { name: "Send password reset email" }));
    expect(await within(section).findByRole("status")).toHaveTextContent("We sent a password reset email to ada@shop.test");
    expect(bodies).toEqual([{ email: "ada@shop.test" }]);
  });

  it("creates an API token in the browser, saves it once and shows that same token once", async () => {
    const { user } = render();
    const section = await screen.findByRole("region", { name: "API token" }, LOADED);
    expect(section).toHaveTextContent("You have no API token.");
    await user.dblClick(within(section).getByRole("button", { name: "Create API token" }));
    const shown = await within(section).findByTestId("new-api-token");
    expect(posts).toHaveLength(1);
    const { api_token } = posts[0] as { api_token: string };
    expect(api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(shown).toHaveTextContent(api_token);
    expect(section).toHaveTextContent("it is shown only this once");
    const write = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(within(section).getByRole("button", { name: "Copy API token" }));
    await waitFor(() => expect(write).toHaveBeenCalledWith(api_token));
    // Saved: replacing it from now on asks first.
    expect(await within(section).findByRole("button", { name: "Replace API token" })).toBeInTheDocument();
  });

  it("asks before replacing an existing API token, and never shows the saved one", async () => {
    current = { ...ME, api_token: "old-secret-token" };
    const { user } = render();
    const section = await screen.findByRole("region", { name: "API token" }, LOADED);
    expect(section).not.toHaveTextContent("old-secret-token");
    await user.click(within(section).getByRole("button", { name: "Replace API token" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Replace your API token?" });
    await user.click(within(dialog).getByRole("button", { name: "Replace API token" }));
    const shown = await within(section).findByTestId("new-api-token");
    expect(posts).toEqual([{ api_token: shown.textContent }]);
    expect(shown.textContent).not.toBe("old-secret-token");
  });

  it("changes the dashboard language with the same choice as the top bar", async () => {
    const { user } = render();
    const select = await screen.findByRole("combobox", { name: "Dashboard language" }, LOADED);
    expect(within(select).getAllByRole("option")).toHaveLength(21);
    await user.selectOptions(select, "Deutsch");
    // (the unit tier loads English only: the language asked is what counts)
    await waitFor(() => expect(i18n.language).toBe("de"));
  });
});
