import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetGiftCardsGiftCardMockHandler, getPostGiftCardsGiftCardMockHandler } from "@generated/mocks/admin/admin";
import type { GiftCard } from "@generated/admin/types.gen";
import { renderPage } from "@tests/support/render";
import { giftCard } from "../test-fixtures";
import GiftCardDetailPage from "./GiftCardDetailPage";

let card: GiftCard;
let updates: unknown[];
beforeEach(() => {
  card = giftCard({ balance: 3000, metadata: { note: "For Ana" } });
  updates = [];
  server.use(
    getGetGiftCardsGiftCardMockHandler(() => ({ gift_card: card })),
    getPostGiftCardsGiftCardMockHandler(async ({ request }) => {
      const body = (await request.json()) as Partial<GiftCard>;
      updates.push(body);
      card = { ...card, ...body };
      return { gift_card: card };
    }),
  );
});

const render = () => renderPage(<GiftCardDetailPage />, { path: "/a/gift-cards/:id", url: "/a/gift-cards/gift_1" });

describe("a gift card's page", () => {
  it("shows the code, value, balance and region in its currency, and the note", async () => {
    render();
    expect(await screen.findByRole("heading", { level: 1, name: "ABCD-EFGH-IJKL-MNOP" }, { timeout: 5000 })).toBeInTheDocument();
    const details = screen.getByRole("region", { name: "Details" });
    expect(details).toHaveTextContent("€50.00");
    expect(details).toHaveTextContent("€30.00");
    expect(details).toHaveTextContent("Europe (EUR)");
    expect(details).toHaveTextContent("For Ana");
    expect(screen.getByRole("region", { name: "Use" })).toHaveTextContent("€20.00");
  });

  it("refuses a balance above the value before sending, then saves one within it", async () => {
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Edit balance" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Edit balance" });
    const balance = within(dialog).getByRole("textbox", { name: /Balance/ });
    await user.clear(balance);
    await user.type(balance, "60");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("The balance cannot be more than the card's value")).toBeInTheDocument();
    expect(updates).toEqual([]);

    await user.clear(balance);
    await user.type(balance, "12.5");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(updates).toEqual([{ balance: 1250 }]));
    await waitFor(() => expect(screen.getByRole("region", { name: "Details" })).toHaveTextContent("€12.50"));
  });

  it("disables the card after asking, with one request", async () => {
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Disable" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("alertdialog", { name: "Disable gift card ABCD-EFGH-IJKL-MNOP?" });
    expect(updates).toEqual([]);
    await user.dblClick(within(dialog).getByRole("button", { name: "Disable" }));
    await waitFor(() => expect(updates).toEqual([{ is_disabled: true }]));
    expect(await screen.findByRole("button", { name: "Enable" })).toBeInTheDocument();
  });
});
