import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getGetGiftCardsMockHandler,
  getGetProductsMockHandler,
  getGetRegionsMockHandler,
  getGetRegionsResponseMock,
  getPostGiftCardsMockHandler,
} from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { EUROPE, giftCard, KOREA } from "../test-fixtures";
import GiftCardListPage from "./GiftCardListPage";

let listQueries: URLSearchParams[];
beforeEach(() => {
  listQueries = [];
  server.use(
    getGetGiftCardsMockHandler(({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return { gift_cards: [giftCard(), giftCard({ id: "gift_2", code: "KRW1-0000-0000-0000", value: 50000, balance: 20000, region_id: KOREA.id, region: KOREA, is_disabled: true })], count: 2, offset: 0, limit: 15 };
    }),
    getGetRegionsMockHandler(() => ({ ...getGetRegionsResponseMock(), regions: [EUROPE, KOREA], count: 2, offset: 0, limit: 1000 })),
    getGetProductsMockHandler(() => ({ products: [], count: 0, offset: 0, limit: 1 })),
  );
});

const render = (url = "/a/gift-cards") => renderPage(<GiftCardListPage />, { path: "/a/gift-cards", url, others: ["/a/gift-cards/:id"] });

function recordCreates() {
  const bodies: unknown[] = [];
  server.use(
    getPostGiftCardsMockHandler(async ({ request }) => {
      bodies.push(await request.json());
      return { gift_card: giftCard({ id: "gift_new" }) };
    }),
  );
  return bodies;
}

async function openCreate() {
  const { user } = render();
  await user.click(await screen.findByRole("button", { name: "Custom gift card" }));
  const dialog = await screen.findByRole("dialog", { name: "Custom gift card" });
  // The regions have come.
  await within(dialog).findByRole("option", { name: "Korea (KRW)" });
  return { user, dialog };
}

describe("gift cards overview", () => {
  it("lists the issued cards with amounts in their region's currency and their status, searched by code on the server", async () => {
    render("/a/gift-cards?q=KRW1");
    const korean = await screen.findByRole("row", { name: /KRW1-0000-0000-0000/ }, { timeout: 5000 });
    expect(korean).toHaveTextContent("₩50,000");
    expect(korean).toHaveTextContent("₩20,000");
    expect(korean).toHaveTextContent("Disabled");
    expect(screen.getByRole("row", { name: /ABCD-EFGH/ })).toHaveTextContent("€50.00");
    expect(listQueries.at(-1)!.get("q")).toBe("KRW1");
    expect(await screen.findByRole("button", { name: "Create the gift-card product" })).toBeInTheDocument();
  });

  it("issues a custom card of EUR 50 as 5000, once, then opens it", async () => {
    const bodies = recordCreates();
    const { user, dialog } = await openCreate();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Region/ }), "Europe (EUR)");
    await user.type(within(dialog).getByRole("textbox", { name: /Value/ }), "50");
    const submit = within(dialog).getByRole("button", { name: "Create gift card of €50.00" });
    await user.dblClick(submit);
    expect(await screen.findByText("at /a/gift-cards/:id")).toBeInTheDocument();
    expect(bodies).toEqual([{ region_id: "reg_eu", value: 5000 }]);
  });

  it("issues KRW 50000 as 50000 (no minor units)", async () => {
    const bodies = recordCreates();
    const { user, dialog } = await openCreate();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Region/ }), "Korea (KRW)");
    await user.type(within(dialog).getByRole("textbox", { name: /Value/ }), "50000");
    await user.click(within(dialog).getByRole("button", { name: /Create gift card/ }));
    await waitFor(() => expect(bodies).toEqual([{ region_id: "reg_kr", value: 50000 }]));
  });

  it("says why the server refused and keeps what was typed", async () => {
    server.use(http.post("*/admin/gift-cards", () => HttpResponse.json({ type: "invalid_data", message: "Region is not available" }, { status: 400 })));
    const { user, dialog } = await openCreate();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Region/ }), "Europe (EUR)");
    await user.type(within(dialog).getByRole("textbox", { name: /Value/ }), "25.50");
    await user.type(within(dialog).getByRole("textbox", { name: /Note/ }), "For Ana");
    await user.click(within(dialog).getByRole("button", { name: /Create gift card/ }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Region is not available");
    expect(within(dialog).getByRole("textbox", { name: /Value/ })).toHaveValue("25.50");
    expect(within(dialog).getByRole("textbox", { name: /Note/ })).toHaveValue("For Ana");
  });
});
